/** App Service Authentication's X-MS-CLIENT-PRINCIPAL header, as its front end writes it. */

/** The claim types Microsoft Entra ID names by URI. */
export const CLAIM_TYPES = {
  objectId: 'http://schemas.microsoft.com/identity/claims/objectidentifier',
  name: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  role: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role',
};

/** A value as the header carries it: base64 of its JSON (a malformed one too, for the tests that send one). */
export const encodePrincipal = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');

/** The header of an Entra ID sign-in with these claims, naming its name claim `nameType`. */
export const clientPrincipal = (
  claims: Array<{ typ: string; val: string }>,
  nameType: string,
  extra: Record<string, unknown> = {},
): string => encodePrincipal({ auth_typ: 'aad', name_typ: nameType, role_typ: CLAIM_TYPES.role, claims, ...extra });
