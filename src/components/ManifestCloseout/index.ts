export { ManifestCloseout, type ManifestCloseoutProps } from './ManifestCloseout';
