// People and roles of an entity (decision 0060, slice 3): built by the slice that owns it.
export default function EntityPeople() {
  return <h2 className="font-serif text-2xl font-bold text-brand-900">People and roles</h2>;
}
