export { AddressForm, type AddressFormProps } from './AddressForm';
export type { AddressFormValue } from '../shared/address/address-values';
