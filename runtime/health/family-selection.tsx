import { Checkbox, Space } from 'antd-mobile';
import { useState } from 'react';
import type { PersonKey } from './person-key';

/** A person a dialog lists: key and the name to show. */
export interface NamedPerson {
  readonly key: PersonKey;
  readonly name: string;
}

/**
 * The family members of the 请勾选有以上情况的家属 dialog. The dialog's buttons live outside React's
 * state, so each change is reported to the caller, which reads the last choice on confirm.
 */
export function FamilySelection({ people, onChange }: { people: readonly NamedPerson[]; onChange: (keys: PersonKey[]) => void }) {
  const [chosen, setChosen] = useState<PersonKey[]>([]);
  return (
    <Checkbox.Group
      value={chosen}
      onChange={(values) => {
        const keys = values as PersonKey[];
        setChosen(keys);
        onChange(keys);
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {people.map((person) => (
          <Checkbox key={person.key} value={person.key}>
            {person.name}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
