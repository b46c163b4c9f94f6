// `/vendors/:id`: the route around a company's vendor list and forms (its crumbs and the access they need).
export { vendorAreaHandle as handle } from './vendor-handles';
