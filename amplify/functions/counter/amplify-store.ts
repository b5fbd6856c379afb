/*
 * CounterStore over the Amplify data client. Reads and creates use the model API;
 * the conditional updates are plain GraphQL mutations with a `condition` argument,
 * which the model API does not expose. AppSync answers a failed condition with a
 * DynamoDB:ConditionalCheckFailedException error; the local cloud does the same.
 */
import type { DataClient } from '../shared/data-client';
import { assertNoErrors, isConditionalCheckFailure } from '../shared/graphql-errors';
import type { CounterStore, Parametro } from './counters';

const UPDATE_PARAMETRO = /* GraphQL */ `
  mutation UpdateParametroIf($input: UpdateParametroInput!, $condition: ModelParametroConditionInput) {
    updateParametro(input: $input, condition: $condition) { id valor }
  }
`;

const UPDATE_VIEWS = /* GraphQL */ `
  mutation UpdateViewsIf($input: UpdateConferenciaInput!, $condition: ModelConferenciaConditionInput) {
    updateConferencia(input: $input, condition: $condition) { id views }
  }
`;

const UPDATE_VISIT_DAY = /* GraphQL */ `
  mutation UpdateVisitDayIf($input: UpdateVisitaDiariaInput!, $condition: ModelVisitaDiariaConditionInput) {
    updateVisitaDiaria(input: $input, condition: $condition) { dia visitas }
  }
`;

export function amplifyCounterStore(client: DataClient): CounterStore {
  return {
    async findParametros(clave) {
      const records: Parametro[] = [];
      let nextToken: string | null | undefined;
      do {
        const result = assertNoErrors(
          await client.models.Parametro.listParametroByClave({ clave }, { nextToken, selectionSet: ['id', 'clave', 'valor'] }),
          'listParametroByClave',
        );
        records.push(...result.data.map(({ id, clave: key, valor }) => ({ id, clave: key, valor })));
        nextToken = result.nextToken;
      } while (nextToken);
      return records;
    },
    async createParametro(record) {
      assertNoErrors(await client.models.Parametro.create(record), 'createParametro');
    },
    async updateParametroIf(id, valor, expected) {
      await client.graphql({
        query: UPDATE_PARAMETRO,
        variables: { input: { id, valor }, condition: { valor: { eq: expected } } },
      });
    },
    async getConferenciaViews(id) {
      const result = assertNoErrors(
        await client.models.Conferencia.get({ id }, { selectionSet: ['id', 'views'] }),
        'getConferencia',
      );
      return result.data ? { views: result.data.views ?? null } : null;
    },
    async updateViewsIf(id, views, expected) {
      const condition = expected === null ? { views: { attributeExists: false } } : { views: { eq: expected } };
      await client.graphql({ query: UPDATE_VIEWS, variables: { input: { id, views }, condition } });
    },
    async getVisitDay(dia) {
      const result = assertNoErrors(
        await client.models.VisitaDiaria.get({ dia }, { selectionSet: ['dia', 'visitas'] }),
        'getVisitaDiaria',
      );
      return result.data ? result.data.visitas : null;
    },
    async createVisitDay(dia, visitas) {
      // A create fails its condition (the key exists) when another visit made the day's record first.
      assertNoErrors(await client.models.VisitaDiaria.create({ dia, visitas }), 'createVisitaDiaria');
    },
    async updateVisitDayIf(dia, visitas, expected) {
      await client.graphql({
        query: UPDATE_VISIT_DAY,
        variables: { input: { dia, visitas }, condition: { visitas: { eq: expected } } },
      });
    },
    isConflict: isConditionalCheckFailure,
  };
}
