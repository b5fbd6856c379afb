import { AppSyncError } from './errors';
// Model*FilterInput and Model*ConditionInput evaluated as DynamoDB evaluates the filter and
// condition expressions the Amplify resolvers build from them (attribute types included:
// comparing a number with a string is false, strings compare by UTF-8 bytes, size() counts
// bytes of a string and elements of a list).

export type Filter = Record<string, unknown>;

type AttrType = 'S' | 'N' | 'BOOL' | 'NULL' | 'L' | 'M' | 'SS' | 'NS' | 'B' | 'BS';

const ATTRIBUTE_TYPES: Record<string, AttrType> = {
  binary: 'B',
  binarySet: 'BS',
  bool: 'BOOL',
  list: 'L',
  map: 'M',
  number: 'N',
  numberSet: 'NS',
  string: 'S',
  stringSet: 'SS',
  _null: 'NULL',
};

function typeOf(value: unknown): AttrType | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'NULL';
  if (typeof value === 'string') return 'S';
  if (typeof value === 'number') return 'N';
  if (typeof value === 'boolean') return 'BOOL';
  if (Array.isArray(value)) return 'L';
  return 'M';
}

/** DynamoDB orders strings by their UTF-8 bytes. */
function compareStrings(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Comparison of two scalars of the same DynamoDB type; undefined when not comparable. */
function compare(a: unknown, b: unknown): number | undefined {
  const ta = typeOf(a);
  if (ta === undefined || ta !== typeOf(b)) return undefined;
  if (ta === 'S') return compareStrings(a as string, b as string);
  if (ta === 'N') return (a as number) - (b as number);
  return undefined;
}

function equals(a: unknown, b: unknown): boolean {
  const ta = typeOf(a);
  if (ta === undefined || ta !== typeOf(b)) return false;
  if (ta === 'L' || ta === 'M') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

function size(value: unknown): number | undefined {
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return undefined;
}

function contains(value: unknown, operand: unknown): boolean {
  if (typeof value === 'string') return typeof operand === 'string' && value.includes(operand);
  if (Array.isArray(value)) return value.some((v) => equals(v, operand));
  return false;
}

/** One field's operators, all of which must hold (the resolver ANDs them). */
function matchOperators(value: unknown, ops: Record<string, unknown>): boolean {
  for (const [op, operand] of Object.entries(ops)) {
    if (operand === undefined) continue;
    switch (op) {
      case 'eq':
        if (operand === null ? value !== null : !equals(value, operand)) return false;
        break;
      case 'ne':
        // DynamoDB: `a <> :v` is true when the attribute is missing or of another type.
        if (operand === null ? value === null : equals(value, operand)) return false;
        break;
      case 'lt':
      case 'le':
      case 'gt':
      case 'ge': {
        const c = compare(value, operand);
        if (c === undefined) return false;
        if (op === 'lt' && !(c < 0)) return false;
        if (op === 'le' && !(c <= 0)) return false;
        if (op === 'gt' && !(c > 0)) return false;
        if (op === 'ge' && !(c >= 0)) return false;
        break;
      }
      case 'between': {
        if (!Array.isArray(operand) || operand.length !== 2) throw new FilterError('between needs two values');
        const lo = compare(value, operand[0]);
        const hi = compare(value, operand[1]);
        if (lo === undefined || hi === undefined || lo < 0 || hi > 0) return false;
        break;
      }
      case 'contains':
        if (!contains(value, operand)) return false;
        break;
      case 'notContains':
        if (contains(value, operand)) return false;
        break;
      case 'beginsWith':
        if (typeof value !== 'string' || typeof operand !== 'string' || !value.startsWith(operand)) return false;
        break;
      case 'attributeExists':
        if (operand === true ? value === undefined : value !== undefined) return false;
        break;
      case 'attributeType': {
        const wanted = ATTRIBUTE_TYPES[String(operand)];
        if (!wanted || typeOf(value) !== wanted) return false;
        break;
      }
      case 'size': {
        const n = size(value);
        if (n === undefined || !matchOperators(n, operand as Record<string, unknown>)) return false;
        break;
      }
      case 'in':
        if (!Array.isArray(operand) || !operand.some((o) => equals(value, o))) return false;
        break;
      case 'notIn':
        if (Array.isArray(operand) && operand.some((o) => equals(value, o))) return false;
        break;
      default:
        throw new FilterError(`Unsupported operator ${op}`);
    }
  }
  return true;
}

export class FilterError extends AppSyncError {
  constructor(message: string) {
    super(`Invalid filter: ${message}`, 'DynamoDB:DynamoDbException');
  }
}

/** True when `item` satisfies the filter (an absent or empty filter matches everything). */
export function matchesFilter(item: Record<string, unknown> | undefined, filter: Filter | null | undefined): boolean {
  if (!filter) return true;
  const source = item ?? {};
  for (const [key, cond] of Object.entries(filter)) {
    if (cond === undefined || cond === null) continue;
    if (key === 'and') {
      if (!(cond as Filter[]).every((f) => matchesFilter(item, f))) return false;
    } else if (key === 'or') {
      const list = cond as Filter[];
      if (list.length > 0 && !list.some((f) => matchesFilter(item, f))) return false;
    } else if (key === 'not') {
      if (matchesFilter(item, cond as Filter)) return false;
    } else if (!matchOperators(source[key], cond as Record<string, unknown>)) {
      return false;
    }
  }
  return true;
}
