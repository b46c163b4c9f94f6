export { FAA_TFR_URL, TfrMaps, type TfrMapsProps, type TfrTile } from './tfr-maps';
