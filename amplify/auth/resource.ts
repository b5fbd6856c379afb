import { defineAuth } from '@aws-amplify/backend';
import { grantPurchase } from '../functions/grant-purchase/resource';
import { INVITATION_EMAIL_SUBJECT, invitationEmailBody, VERIFICATION_EMAIL_SUBJECT, verificationEmailBody } from './messages';

/**
 * Cognito user pool of the site: sign-in and verification by e-mail, the ADMINS group,
 * the profile attributes the account screens edit and the avatar attributes the avatar
 * editor stores. The password policy is not a defineAuth option; backend.ts sets it.
 */
export const auth = defineAuth({
  loginWith: {
    // The e-mails are in Spanish (messages.ts); the local cloud's mailbox reads them from here too.
    email: {
      verificationEmailStyle: 'CODE',
      verificationEmailSubject: VERIFICATION_EMAIL_SUBJECT,
      verificationEmailBody: verificationEmailBody,
      userInvitation: { emailSubject: INVITATION_EMAIL_SUBJECT, emailBody: invitationEmailBody },
    },
  },
  groups: ['ADMINS'],
  // Users may turn on two-step sign-in with an authenticator app (TOTP) from their profile.
  multifactor: { mode: 'OPTIONAL', totp: true },
  userAttributes: {
    email: { required: true, mutable: true },
    // 'name' holds the first name (the spec's Nombre); CDK calls it fullname.
    fullname: { required: false, mutable: true },
    familyName: { required: false, mutable: true },
    birthdate: { required: false, mutable: true },
    gender: { required: false, mutable: true },
    phoneNumber: { required: false, mutable: true },
    profilePicture: { required: false, mutable: true },
    'custom:avatarSeed': { dataType: 'String', mutable: true },
    'custom:avatarFlip': { dataType: 'String', mutable: true },
    'custom:avatarEyebrows': { dataType: 'String', mutable: true },
    'custom:avatarEyes': { dataType: 'String', mutable: true },
    'custom:avatarMouth': { dataType: 'String', mutable: true },
  },
  // grantPurchase looks the buyer up by e-mail (ListUsers with a filter) and reads them back.
  access: (allow) => [allow.resource(grantPurchase).to(['listUsers', 'getUser'])],
});
