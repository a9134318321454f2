import {
  type StaffImportRowOutcome,
  type StaffRecordColumn,
  staffRecordColumns,
} from '#shared/contract/staffing';
import { columnOrder, type ParsedRow, type RowError } from './csv.ts';
import { recordFields, type StaffRecordRow } from './records.ts';

export type JudgedRow = ParsedRow & { outcome: StaffImportRowOutcome; changes: StaffRecordColumn[] };

const idKey = (id: string) => id.toLowerCase();

/**
 * Judges every row against the rest of the file and the stored records: repeated employee ids
 * and emails (naming the line they repeat), an email another stored record holds, a manager
 * nobody has, a manager chain that loops back (naming the chain); then each valid row is new,
 * changed (with the columns that differ) or unchanged, matched by employee id.
 */
export function judgeRows(rows: ParsedRow[], stored: StaffRecordRow[]): JudgedRow[] {
  const storedById = new Map(stored.map((record) => [idKey(record.employeeId), record]));
  const storedByEmail = new Map(stored.map((record) => [record.email, record]));
  const firstById = new Map<string, ParsedRow>();
  const firstByEmail = new Map<string, ParsedRow>();
  const add = (row: ParsedRow, error: RowError) => row.errors.push(error);

  for (const row of rows) {
    const { employeeId, email } = row.values;
    if (employeeId) {
      const first = firstById.get(idKey(employeeId));
      if (first)
        add(row, { column: null, message: `The employee id ${employeeId} repeats line ${first.line}.` });
      else firstById.set(idKey(employeeId), row);
    }
    if (email && !row.errors.some((error) => error.column === 'email')) {
      const first = firstByEmail.get(email);
      if (first) add(row, { column: null, message: `The email ${email} repeats line ${first.line}.` });
      else firstByEmail.set(email, row);
      const holder = storedByEmail.get(email);
      if (holder && employeeId && idKey(holder.employeeId) !== idKey(employeeId)) {
        add(row, {
          column: 'email',
          message: `The email ${email} belongs to employee ${holder.employeeId} in the HR records.`,
        });
      }
    }
  }

  // The manager graph after the import: a file row's manager wins over the stored record's.
  const managerOf = (id: string): string | null => {
    const inFile = firstById.get(id);
    const refused = inFile?.errors.some((error) => error.column === 'managerEmployeeId');
    const manager = inFile
      ? refused
        ? null
        : inFile.values.managerEmployeeId
      : (storedById.get(id)?.managerEmployeeId ?? null);
    return manager ? idKey(manager) : null;
  };
  const displayId = (id: string) =>
    firstById.get(id)?.values.employeeId ?? storedById.get(id)?.employeeId ?? id;
  for (const row of rows) {
    const { employeeId, managerEmployeeId: manager } = row.values;
    if (!manager || !employeeId) continue;
    if (idKey(manager) === idKey(employeeId)) {
      add(row, { column: 'managerEmployeeId', message: 'An employee cannot be their own manager.' });
    } else if (!firstById.has(idKey(manager)) && !storedById.has(idKey(manager))) {
      add(row, {
        column: 'managerEmployeeId',
        message: `No employee has the id ${manager}, in this file or in the HR records.`,
      });
    }
  }
  markCycles(firstById, managerOf, displayId);

  return rows.map((row) => {
    row.errors.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
    if (row.errors.length > 0) return { ...row, outcome: 'invalid', changes: [] };
    const current = storedById.get(idKey(row.values.employeeId ?? ''));
    if (!current) return { ...row, outcome: 'new', changes: [] };
    const fields = recordFields(current);
    const changes = staffRecordColumns.filter((column) => (fields[column] ?? null) !== row.values[column]);
    return { ...row, outcome: changes.length > 0 ? 'changed' : 'unchanged', changes };
  });
}

/** Walks each file row's chain of managers once; every file row on a loop gets the loop named. */
function markCycles(
  firstById: Map<string, ParsedRow>,
  managerOf: (id: string) => string | null,
  displayId: (id: string) => string,
): void {
  const state = new Map<string, 'walking' | 'done'>();
  for (const start of firstById.keys()) {
    const path: string[] = [];
    let id: string | null = start;
    while (id && !state.has(id)) {
      state.set(id, 'walking');
      path.push(id);
      id = managerOf(id);
    }
    if (id && state.get(id) === 'walking') {
      const loop = path.slice(path.indexOf(id));
      const chain = [...loop, id].map(displayId).join(' → ');
      for (const member of loop) {
        firstById.get(member)?.errors.push({
          column: null,
          message: `The managers go round in a circle: ${chain}. Give one of them another manager.`,
        });
      }
    }
    for (const visited of path) state.set(visited, 'done');
  }
}
