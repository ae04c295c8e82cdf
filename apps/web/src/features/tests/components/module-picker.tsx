import { Button, Chip, Group, ScrollArea } from '@mantine/core';
import type { LearningModule } from '@portico/contract/learning';
import { useId } from 'react';

interface ModulePickerProps {
  modules: LearningModule[];
  moduleId: string;
  onModule: (id: string) => void;
  weeks: LearningModule[];
  weekId: string | null;
  onWeek: (id: string) => void;
}

/** spec 2 §2 Practice tests: module buttons on top, the chosen module's submodule (week) tags below. */
export function ModulePicker({ modules, moduleId, onModule, weeks, weekId, onWeek }: ModulePickerProps) {
  const weeksLabel = useId();
  return (
    <>
      {modules.length > 0 && (
        <Group gap="sm" mb="md" role="group" aria-label="Modules">
          {modules.map((module) => {
            const active = module.id === moduleId;
            return (
              <Button
                key={module.id}
                variant={active ? 'filled' : 'default'}
                radius="xl"
                aria-pressed={active}
                onClick={() => onModule(module.id)}
              >
                {module.component.title}
              </Button>
            );
          })}
        </Group>
      )}
      {weeks.length > 0 && (
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars mb="lg">
          <span id={weeksLabel} className="visually-hidden">
            Weeks
          </span>
          <Chip.Group value={weekId} onChange={onWeek}>
            <Group gap="xs" wrap="nowrap" role="radiogroup" aria-labelledby={weeksLabel} pb={4}>
              {weeks.map((week) => (
                <Chip key={week.id} value={week.id} radius="sm">
                  {week.component.title}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
    </>
  );
}
