// Tax and bank details of an entity (decision 0060, slice 5): built by the slice that owns it.
export default function EntityTaxBank() {
  return <h2 className="font-serif text-2xl font-bold text-brand-900">Tax and bank</h2>;
}
