// Errors as AppSync reports them: each entry of `errors` carries errorType, data and errorInfo.
export class AppSyncError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
    readonly data: unknown = null,
    readonly errorInfo: unknown = null,
  ) {
    super(message);
  }
}

export function unauthorized(fieldName: string, typeName: string): AppSyncError {
  return new AppSyncError(`Not Authorized to access ${fieldName} on type ${typeName}`, 'Unauthorized');
}

export function conditionalCheckFailed(): AppSyncError {
  return new AppSyncError(
    `The conditional request failed (Service: DynamoDb, Status Code: 400, Request ID: ${requestId()})`,
    'DynamoDB:ConditionalCheckFailedException',
  );
}

export function invalidNextToken(): AppSyncError {
  return new AppSyncError(
    'com.amazonaws.deepdish.common.pagination.InvalidPaginationTokenException: Invalid pagination token given.',
    'DynamoDB:UserIllegalArgumentException',
  );
}

export function requestId(): string {
  return crypto.randomUUID().replace(/-/g, '').toUpperCase().slice(0, 32);
}
