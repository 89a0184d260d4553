import type { OperatorNote } from '@cleardocket/domain/operator/contract';
import { NoteForm } from './queue-row-forms';
import { formatMoment } from '~/lib/dates';

/** Operators' notes on a removal, for each other: never on the member's page or in a message. */
export function InternalNotes({ removalId, notes }: { removalId: string; notes: OperatorNote[] }) {
  return (
    <section
      aria-label="Internal notes"
      className="grid gap-2 rounded-md border border-dashed border-ink-400 bg-ink-50 p-3"
    >
      <h3 className="text-sm font-semibold">
        Internal notes <span className="font-normal text-ink-700">· Only operators see this</span>
      </h3>
      {notes.length > 0 ? (
        <ul className="grid gap-2" aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id} className="text-sm">
              <p className="break-words whitespace-pre-line">{note.text}</p>
              <p className="text-ink-700">
                {note.authorName ?? 'A former operator'}, {formatMoment(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <NoteForm removalId={removalId} />
    </section>
  );
}
