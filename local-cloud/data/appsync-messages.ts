// graphql-js's validation and coercion messages restated the way AppSync (graphql-java) words
// them, so clients and tests that match on AppSync's messages behave the same locally.
import { visit, type DocumentNode, type GraphQLError, type ASTNode } from 'graphql';

function fieldPath(document: DocumentNode, target: ASTNode | undefined): string {
  if (!target) return '';
  const stack: string[] = [];
  let found = '';
  visit(document, {
    Field: {
      enter(node) {
        stack.push(node.name.value);
        if (node === target) found = stack.join('/');
      },
      leave() {
        stack.pop();
      },
    },
    // An unknown argument is reported on its Argument node; graphql-java names the field it sits on.
    Argument(node) {
      if (node === target) found = stack.join('/');
    },
  });
  return found;
}

export function validationMessage(error: GraphQLError, document: DocumentNode): string {
  const m = error.message;
  let r: RegExpExecArray | null;
  if ((r = /^Cannot query field "(\w+)" on type "(\w+)"/.exec(m))) {
    return `Validation error of type FieldUndefined: Field '${r[1]}' in type '${r[2]}' is undefined @ '${fieldPath(document, error.nodes?.[0])}'`;
  }
  if ((r = /^Unknown argument "(\w+)" on field "[\w.]+"/.exec(m))) {
    return `Validation error of type UnknownArgument: Unknown field argument ${r[1]} @ '${fieldPath(document, error.nodes?.[0])}'`;
  }
  if ((r = /^Unknown type "(\w+)"/.exec(m))) return `Validation error of type UnknownType: Unknown type ${r[1]}`;
  if ((r = /^Field "[\w.]+" argument "(\w+)" of type "([^"]+)" is required/.exec(m))) {
    return `Validation error of type MissingFieldArgument: Missing field argument ${r[1]} @ '${fieldPath(document, error.nodes?.[0])}'`;
  }
  if ((r = /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields/.exec(m))) {
    return `Validation error of type SubSelectionRequired: Sub selection required for type ${r[2]} of field ${r[1]} @ '${fieldPath(document, error.nodes?.[0])}'`;
  }
  if ((r = /^Variable "\$(\w+)" is not defined/.exec(m))) return `Validation error of type UndefinedVariable: Undefined variable ${r[1]}`;
  if (/^(Expected value of type|String cannot|Int cannot|Float cannot|Boolean cannot|Enum|Field "\w+" is not defined by type|Invalid AWS)/.test(m)) {
    return `Validation error of type WrongType: ${m} @ '${fieldPath(document, error.nodes?.[0])}'`;
  }
  return `Validation error of type ValidationError: ${m}`;
}

/** Errors raised while coercing the request's variables (AppSync reports them without locations). */
export function variableMessage(error: GraphQLError): string {
  const m = error.message;
  let r: RegExpExecArray | null;
  if ((r = /^Variable "\$\w+" got invalid value .*; Field "(\w+)" is not defined by type "(\w+)"/.exec(m))) {
    return `The variables input contains a field that is not defined for input object type '${r[2]}' `;
  }
  if ((r = /^Variable "\$(\w+)" got invalid value .*; Field "\w+" of required type "([^"]+)" was not provided/.exec(m))) {
    return `Variable '${r[1]}' has coerced Null value for NonNull type '${r[2]}'`;
  }
  if ((r = /^Variable "\$(\w+)" of non-null type "([^"]+)" must not be null/.exec(m))) {
    return `Variable '${r[1]}' has coerced Null value for NonNull type '${r[2]}'`;
  }
  if ((r = /^Variable "\$(\w+)" of required type "([^"]+)" was not provided/.exec(m))) {
    return `Variable '${r[1]}' has coerced Null value for NonNull type '${r[2]}'`;
  }
  if ((r = /^Variable "\$(\w+)" got invalid value (.*?); (.*)$/.exec(m))) {
    return `Variable '${r[1]}' has an invalid value: ${r[3]}`;
  }
  return m;
}
