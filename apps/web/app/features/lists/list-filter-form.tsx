import { Form } from 'react-router';

const selectClass = 'min-h-11 rounded-lg border border-stone-300 bg-white px-2';

/** Spec §3 filter fields as a GET form (keeps the list's id or tk). */
export function ListFilterForm({ keep, values }: { keep: Record<string, string>; values: URLSearchParams }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2 text-sm" aria-label="Sort and filter">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex flex-col font-semibold">
        Show
        <select name="ld_display" defaultValue={values.get('ld_display') ?? 'all'} className={selectClass}>
          <option value="all">All products</option>
          <option value="in_stock">In stock only</option>
        </select>
      </label>
      <label className="flex flex-col font-semibold">
        Sort by
        <select
          name="product_list_order"
          defaultValue={values.get('product_list_order') ?? 'position'}
          className={selectClass}
        >
          <option value="position">Date added</option>
          <option value="name">Name</option>
          <option value="price">Price</option>
        </select>
      </label>
      <label className="flex flex-col font-semibold">
        Order
        <select name="product_list_dir" defaultValue={values.get('product_list_dir') ?? 'ASC'} className={selectClass}>
          <option value="ASC">Ascending</option>
          <option value="DESC">Descending</option>
        </select>
      </label>
      <button type="submit" className="min-h-11 rounded-lg border border-brand-700 px-4 font-bold text-brand-800">
        Apply
      </button>
    </Form>
  );
}
