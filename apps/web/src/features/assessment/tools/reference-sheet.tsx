import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';

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
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reference"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the reference sheet' }}
    >
      <Stack gap="sm">
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Figure</Table.Th>
              <Table.Th scope="col">Formulas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {FORMULAS.map((f) => (
              <Table.Tr key={f.shape}>
                <Table.Th scope="row" fw={500}>
                  {f.shape}
                </Table.Th>
                <Table.Td>{f.formulas}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {FACTS.map((fact) => (
          <Text key={fact} size="sm">
            {fact}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
