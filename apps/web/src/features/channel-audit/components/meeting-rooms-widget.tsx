import type { MeetingRoomsWidget as MeetingRoomsData, RoomConfiguration } from '@lens/contracts';
import { Presentation } from 'lucide-react';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import { AuditWidget } from './audit-widget.tsx';
import styles from './side-widgets.module.css';

function Compared({
  source,
  channel,
  unit = '',
}: {
  source: number | null;
  channel: number | null;
  unit?: string;
}) {
  const text = (value: number | null) =>
    value == null ? '—' : `${value.toLocaleString('en-US')}${unit}`;
  return (
    <span
      className={styles.compare}
      data-differs={source != null && channel != null && source !== channel}
    >
      {text(source)}
      <span className="visually-hidden"> in the PIM, </span>
      <span className={styles.compareSep} aria-hidden>
        /
      </span>
      {text(channel)}
      <span className="visually-hidden"> on the channel</span>
    </span>
  );
}

/**
 * Meeting rooms, PIM against channel (hotel-chain mode): the number of rooms, and per room its
 * size in square feet and its capacity in each seating layout.
 */
export function MeetingRoomsWidget({
  widget,
  configurations,
}: {
  widget: MeetingRoomsData | null | undefined;
  configurations: RoomConfiguration[] | undefined;
}) {
  const names = new Map((configurations ?? []).map((c) => [c.code, c.name]));
  const codes = [
    ...new Set(widget?.rooms.flatMap((room) => room.capacities.map((c) => c.configurationCode))),
  ];
  return (
    <AuditWidget
      id="audit-meeting-rooms"
      title="Meeting rooms"
      subtitle={
        widget ? (
          <span className={styles.inline}>
            <span>
              Rooms, PIM / channel:{' '}
              <Compared
                source={widget.roomCount.sourceValue}
                channel={widget.roomCount.channelValue}
              />
            </span>
            <StatusPill status={widget.roomCount.status} hotelChainMode />
          </span>
        ) : undefined
      }
      flush={!!widget?.rooms.length}
    >
      {!widget || widget.rooms.length === 0 ? (
        <EmptyState title="No meeting rooms" icon={<Presentation size={28} aria-hidden />}>
          Neither the PIM nor the channel lists meeting rooms for this property.
        </EmptyState>
      ) : (
        <div
          className={styles.tableScroll}
          tabIndex={0}
          role="region"
          aria-label="Meeting rooms, PIM against channel"
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Listed</th>
                <th scope="col">Size, sq ft</th>
                {codes.map((code) => (
                  <th key={code} scope="col">
                    {names.get(code) ?? code}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {widget.rooms.map((room) => {
                const capacities = new Map(room.capacities.map((c) => [c.configurationCode, c]));
                return (
                  <tr key={room.name}>
                    <th scope="row">{room.name}</th>
                    <td>
                      <StatusPill status={room.status} hotelChainMode />
                    </td>
                    <td>
                      {room.size ? (
                        <Compared source={room.size.sourceValue} channel={room.size.channelValue} />
                      ) : (
                        '—'
                      )}
                    </td>
                    {codes.map((code) => {
                      const capacity = capacities.get(code);
                      return (
                        <td key={code}>
                          {capacity ? (
                            <Compared
                              source={capacity.sourceValue}
                              channel={capacity.channelValue}
                            />
                          ) : (
                            '—'
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AuditWidget>
  );
}
