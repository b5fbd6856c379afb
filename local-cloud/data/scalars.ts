// AppSync's scalar types (AWSDateTime, AWSEmail, ...) and directives, which AppSync defines
// implicitly and the transformed schema uses without declaring.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

export const APPSYNC_PRELUDE = `
scalar AWSDate
scalar AWSTime
scalar AWSDateTime
scalar AWSTimestamp
scalar AWSEmail
scalar AWSJSON
scalar AWSURL
scalar AWSPhone
scalar AWSIPAddress
directive @aws_iam on OBJECT | FIELD_DEFINITION
directive @aws_cognito_user_pools(cognito_groups: [String]) on OBJECT | FIELD_DEFINITION
directive @aws_auth(cognito_groups: [String]) on FIELD_DEFINITION
directive @aws_api_key on OBJECT | FIELD_DEFINITION
directive @aws_oidc on OBJECT | FIELD_DEFINITION
directive @aws_lambda on OBJECT | FIELD_DEFINITION
directive @aws_subscribe(mutations: [String]) on FIELD_DEFINITION
`;

const OFFSET = '(Z|[+-]\\d{2}:\\d{2}(:\\d{2})?)';
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const TIME = '\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?';
const patterns: Record<string, RegExp> = {
  AWSDate: new RegExp(`^${DATE}${OFFSET}?$`),
  AWSTime: new RegExp(`^${TIME}${OFFSET}?$`),
  AWSDateTime: new RegExp(`^${DATE}T${TIME}${OFFSET}$`),
  AWSEmail: /^[^\s@]+@[^\s@]+$/,
  AWSURL: /^[A-Za-z][A-Za-z0-9+.-]*:\/\/\S+$|^mailto:\S+$/,
  AWSPhone: /^\+?[\d\s().-]{3,}$/,
  AWSIPAddress: /^((\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?|[0-9A-Fa-f:]+(\/\d{1,3})?)$/,
};

function validDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return true;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function stringScalar(name: string): GraphQLScalarType {
  const pattern = patterns[name];
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value) || ((name === 'AWSDate' || name === 'AWSDateTime') && !validDate(value))) {
      throw new GraphQLError(`Invalid ${name} value: ${JSON.stringify(value)}`);
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    serialize: (v) => v,
    parseValue: check,
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`Invalid ${name} value`, { nodes: ast });
      return check(ast.value);
    },
  });
}

const timestamp = new GraphQLScalarType({
  name: 'AWSTimestamp',
  serialize: (v) => v,
  parseValue: (v) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new GraphQLError('Invalid AWSTimestamp value');
    return v;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Invalid AWSTimestamp value', { nodes: ast });
    return Number(ast.value);
  },
});

// AWSJSON travels as a JSON string and is stored parsed; it is returned as a string again.
const json = new GraphQLScalarType({
  name: 'AWSJSON',
  serialize: (v) => (typeof v === 'string' ? v : JSON.stringify(v)),
  parseValue: (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      throw new GraphQLError('Invalid AWSJSON value');
    }
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Invalid AWSJSON value', { nodes: ast });
    try {
      return JSON.parse(ast.value);
    } catch {
      throw new GraphQLError('Invalid AWSJSON value', { nodes: ast });
    }
  },
});

export const APPSYNC_SCALARS: Record<string, GraphQLScalarType> = {
  AWSDate: stringScalar('AWSDate'),
  AWSTime: stringScalar('AWSTime'),
  AWSDateTime: stringScalar('AWSDateTime'),
  AWSEmail: stringScalar('AWSEmail'),
  AWSURL: stringScalar('AWSURL'),
  AWSPhone: stringScalar('AWSPhone'),
  AWSIPAddress: stringScalar('AWSIPAddress'),
  AWSTimestamp: timestamp,
  AWSJSON: json,
};
