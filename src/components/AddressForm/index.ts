export { AddressForm, type AddressFormProps } from './AddressForm';
export type { AddressFormValue } from './address-form-values';
