import { Select, SimpleGrid } from '@mantine/core';
import { MEMBER_FIELD_LABELS, MEMBER_IMPORT_FIELDS, MEMBER_REQUIRED_FIELDS, type MemberImportField } from '../../../../contract/data-import';

const NONE = '';

/** One select per field: which of the file's columns holds it (or none). */
export function MappingFields({
  columns,
  mapping,
  onChange,
}: {
  columns: string[];
  mapping: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const data = [{ value: NONE, label: '(not in the file)' }, ...columns.filter((c) => c !== '').map((c) => ({ value: c, label: c }))];
  const set = (field: MemberImportField, column: string | null) => {
    const next = { ...mapping };
    if (column) next[field] = column;
    else delete next[field];
    onChange(next);
  };
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
      {MEMBER_IMPORT_FIELDS.map((field) => (
        <Select
          key={field}
          label={MEMBER_FIELD_LABELS[field]}
          withAsterisk={MEMBER_REQUIRED_FIELDS.includes(field)}
          data={data}
          value={mapping[field] ?? NONE}
          onChange={(v) => set(field, v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </SimpleGrid>
  );
}
