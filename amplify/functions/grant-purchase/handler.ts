export const handler = async (): Promise<never> => {
  throw new Error('NOT_IMPLEMENTED');
};
