import { Button, Group, Stack, Text } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { ToolDialog } from './tool-dialog';

/** The formulas of the Digital SAT's Math reference sheet, as text a screen reader can read. */
const FORMULAS: { shape: string; formulas: string }[] = [
  { shape: 'Circle (radius r)', formulas: 'A = πr², C = 2πr' },
  { shape: 'Rectangle (length ℓ, width w)', formulas: 'A = ℓw' },
  { shape: 'Triangle (base b, height h)', formulas: 'A = ½bh' },
  { shape: 'Right triangle (legs a, b; hypotenuse c)', formulas: 'c² = a² + b²' },
  { shape: 'Special right triangles', formulas: '30°-60°-90°: x, x√3, 2x · 45°-45°-90°: s, s, s√2' },
  { shape: 'Rectangular prism', formulas: 'V = ℓwh' },
  { shape: 'Cylinder', formulas: 'V = πr²h' },
  { shape: 'Sphere', formulas: 'V = 4⁄3 πr³' },
  { shape: 'Cone', formulas: 'V = 1⁄3 πr²h' },
  { shape: 'Pyramid', formulas: 'V = 1⁄3 ℓwh' },
];

const FACTS = [
  'The number of degrees of arc in a circle is 360.',
  'The number of radians of arc in a circle is 2π.',
  'The sum of the measures in degrees of the angles of a triangle is 180.',
];

/** The SAT's reference sheet on Math (EXAM-PROFILES.md): open beside the question, closed with Escape. */
export function ReferenceSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ToolDialog opened={opened} onClose={onClose} title="Reference" closeLabel="Close the reference sheet">
      <Stack gap="sm">
        <DataTable
          withTableBorder
          fz="sm"
          rows={FORMULAS}
          rowKey={(f) => f.shape}
          columns={[
            { header: 'Figure', rowHeader: true, style: { fontWeight: 500 }, cell: (f) => f.shape },
            { header: 'Formulas', cell: (f) => f.formulas },
          ]}
        />
        {FACTS.map((fact) => (
          <Text key={fact} size="sm">
            {fact}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </ToolDialog>
  );
}
