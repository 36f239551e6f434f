export { CardsExample as default } from './CardsExample';
