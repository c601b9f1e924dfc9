'use client';

import * as React from 'react';
import type { ServiceGroup } from '../../api/resources/service-groups';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { priceRuleOf } from './price-rule';
import { SERVICE_GROUPS_TEXT } from './service-groups-text';

/** Props of {@link GroupList}. */
export interface GroupListProps {
  groups: readonly ServiceGroup[];
  /** The group whose switch request is in flight. */
  switching: string | null;
  onEdit: (groupId: string) => void;
  onRemove: (groupId: string) => void;
  onSwitch: (group: ServiceGroup) => void;
}

/** The store's checkout options, one card each: name, type, price rule, the on/off switch, edit and delete. */
export function GroupList({ groups, switching, onEdit, onRemove, onSwitch }: GroupListProps): React.JSX.Element {
  const { messages, format, locale } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups;
  const titleId = `${React.useId()}-groups`;
  return (
    <div data-se-part="service-groups-list">
      <h3 id={titleId}>{text.listTitle}</h3>
      {groups.length === 0 ? (
        <p data-se-part="service-groups-empty">{text.empty}</p>
      ) : (
        <ul aria-labelledby={titleId} data-se-part="service-groups-items">
          {groups.map((group) => {
            const on = group.is_active !== false;
            const type = text.types[group.type as keyof typeof text.types] ?? group.type;
            return (
              <li key={group.object_id} data-se-part="service-group" data-state={on ? 'on' : 'off'}>
                <h4 data-se-part="service-group-name">{group.name}</h4>
                {group.description && <p data-se-part="service-group-description">{group.description}</p>}
                <dl data-se-part="service-group-facts">
                  <dt>{text.typeLabel}</dt>
                  <dd>{type}</dd>
                  <dt>{text.priceLabel}</dt>
                  <dd>{priceRuleOf(group, text.price, format, locale)}</dd>
                </dl>
                <div data-se-part="service-group-actions">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={on}
                    aria-label={formatMessage(text.switchLabel, { name: group.name }, locale)}
                    aria-busy={switching === group.object_id || undefined}
                    disabled={switching !== null}
                    data-se-part="service-group-switch"
                    onClick={() => onSwitch(group)}
                  >
                    <span aria-hidden="true">{on ? text.on : text.off}</span>
                  </button>
                  <Button variant="secondary" part="service-group-edit" aria-label={formatMessage(text.editNamed, { name: group.name }, locale)} onClick={() => onEdit(group.object_id)}>
                    {text.edit}
                  </Button>
                  <Button variant="secondary" part="service-group-remove" aria-label={formatMessage(text.removeNamed, { name: group.name }, locale)} onClick={() => onRemove(group.object_id)}>
                    {text.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
