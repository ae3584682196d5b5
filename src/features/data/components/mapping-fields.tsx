import { Select, SimpleGrid } from '@mantine/core';
import { IMPORT_FIELDS, type ImportKind } from '../../../../contract/data-import';
import { importFieldLabel } from '../data-words';
import { useTranslation } from 'react-i18next';

const NONE = '';

/** One select per field: which of the file's columns holds it (or none). */
export function MappingFields({
  kind,
  columns,
  mapping,
  onChange,
}: {
  kind: ImportKind;
  columns: string[];
  mapping: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('data');
  const data = [{ value: NONE, label: t('data:import.notInFile') }, ...columns.filter((c) => c !== '').map((c) => ({ value: c, label: c }))];
  const { fields, required } = IMPORT_FIELDS[kind];
  const set = (field: string, column: string | null) => {
    const next = { ...mapping };
    if (column) next[field] = column;
    else delete next[field];
    onChange(next);
  };
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
      {fields.map((field) => (
        <Select
          key={field}
          label={importFieldLabel(kind, field)}
          withAsterisk={required.includes(field)}
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
