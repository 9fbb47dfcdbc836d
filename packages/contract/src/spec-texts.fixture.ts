/**
 * The texts the spec (../shared/spec) quotes or names and the product shows or answers, copied by hand, word
 * for word and typos included ('Password not match', 'at lease'), with where the spec has them. Literals
 * only, never read from the contract: spec-texts.test.ts compares each with the constant that carries it,
 * and e2e/tests/spec-texts.spec.ts looks for the ones marked with a screen in Chromium, so a text changed
 * in the contract alone turns both red. A text the spec changes is changed here in the same review.
 */

/** Where the e2e check finds a text: signed in as the account, on the path, every menu group opened. */
/**
 * Where the e2e check looks: signed in as `account` (or signed out), on `path`, after the screen's opener
 * in e2e/tests/spec-texts.spec.ts has opened a dialog or provoked the field messages.
 */
export const SCREENS = {
  adminMenu: { account: 'admin@demo.test', path: '/dashboard' },
  vpMenu: { account: 'vp@demo.test', path: '/dashboard' },
  signInErrors: { account: null, path: '/login' },
  themePanel: { account: 'landlord@demo.test', path: '/dashboard' },
  guides: { account: 'landlord@demo.test', path: '/dashboard' },
} as const;
export type ScreenKey = keyof typeof SCREENS;

export interface SpecText {
  text: string;
  where: string;
  /** Set when the e2e check looks for it on screen. */
  screen?: ScreenKey;
}

const menu = (text: string, screen: ScreenKey = 'adminMenu'): SpecText => ({
  text,
  where: '1 §2.11 Sidebar menu',
  screen,
});
const claim = (text: string, where: string): SpecText => ({ text, where: `2 ${where}` });

export const SPEC_TEXTS = {
  // Field and page messages (file 1 §2, §5, §8, §9)
  invalidEmail: { text: 'Invalid email', where: '1 §5 Email (all screens)' },
  invalidEmailSignIn: { text: 'Invalid Email', where: '1 §5 Email, on sign-in', screen: 'signInErrors' },
  required: {
    text: 'Required',
    where: '1 §5 Sign-in password; Password update page',
    screen: 'signInErrors',
  },
  passwordLength: { text: 'Passwords should be at least 8 character long', where: '1 §5 Register' },
  passwordNumber: { text: 'Password should contain at least 1 number', where: '1 §5 Register' },
  passwordSpecial: { text: 'Password should contain at least 1 special character', where: '1 §5 Register' },
  passwordMismatch: { text: 'Password not match', where: '1 §5 Register' },
  profilePassword: {
    text: 'Must contain 1 number, 1 special character, and at lease 8 characters',
    where: '1 §5 Profile',
  },
  reusedPassword: {
    text: "Please don't re-enter the previously used password.",
    where: '1 §5 Password update page',
  },
  updateMismatch: { text: 'Passwords do not match.', where: '1 §5 Password update page' },
  wrongCode: { text: 'The code you entered is wrong.', where: '1 §8 Error catalogue' },
  inviteNotFound: {
    text: "Oops! We couldn't find you invite! A member from our team will reach out to you shortly to get this fixed for you.",
    where: '1 §2.6 Find-your-invite screen',
  },
  resetSent: {
    text: 'Thanks, check your email for instructions to reset your password.',
    where: '1 §2.5 Reset password screen',
  },
  resetHint: {
    text: "If you haven't received an email in 5 minutes, check your spam or",
    where: '1 §2.5 Reset password screen (before the Resend link)',
  },
  deleteConfirm: { text: 'Are you sure to delete?', where: '1 §9 Confirmation dialog' },
  emailDeleteSuccess: { text: 'Delete Success', where: '1 §8 Fixed success texts (e-mail)' },
  acceptSuccess: { text: 'Accept Success!', where: '1 §8 Fixed success texts' },
  declineSuccess: { text: 'Decline Successful!', where: '1 §8 Fixed success texts' },
  deleteSuccess: { text: 'Delete Successful!', where: '1 §8 Fixed success texts' },
  noDocs: { text: 'No Insurance Docs Found', where: '1 §8; 2 §2 document dialog' },
  noMissingDocs: { text: 'No Missing Docs Found', where: '1 §8; 2 §2 document dialog' },
  unknownType: { text: 'Unknown filetype', where: '1 §8 downloads' },
  // The shell (file 1 §2.10)
  breadcrumbLead: { text: 'You are here:', where: '1 §2.10 Breadcrumb', screen: 'adminMenu' },
  flaggedTooltip: {
    text: 'N policies/leases have been flagged for potential claim or cancellation. Please review the "Flagged Cancellations" tab to resolve. Please note that all claims and cancellations are not automatically processed without acknowledgement, and must be manually submitted via the portal.',
    where: '1 §2.10 Flagged Cancellations indicator tooltip; 2 §9',
  },
  'guide.0': { text: 'Invoices & Disputes', where: '1 §2.10 Help guide titles', screen: 'guides' },
  'guide.1': { text: 'Navigation Menu Overview', where: '1 §2.10 Help guide titles', screen: 'guides' },
  'guide.2': { text: 'Dashboard Overview', where: '1 §2.10 Help guide titles', screen: 'guides' },
  'guide.3': { text: 'Inviting a Supporting User', where: '1 §2.10 Help guide titles', screen: 'guides' },
  'guide.4': { text: 'Move User', where: '1 §2.10 Help guide titles', screen: 'guides' },
  'guide.5': { text: 'File a Claim', where: '1 §2.10 Help guide titles', screen: 'guides' },
  'guide.6': { text: 'Report a Bug or Issue', where: '1 §2.10 Help guide titles', screen: 'guides' },
  // The sidebar menu (file 1 §2.11), by menu key
  'menu.dashboard': menu('Dashboard'),
  'menu.property': menu('Property'),
  'menu.buildings': menu('Buildings'),
  'menu.applications': menu('Applications'),
  'menu.policies': menu('Policies'),
  'menu.cancel-policies': menu('Flagged Cancellations'),
  'menu.claims': menu('Claims'),
  'menu.invoice': menu('Invoice'),
  'menu.user': menu('User'),
  'menu.treeview': menu('Tree View'),
  'menu.ll': menu('Landlord'),
  'menu.vp': menu('Full Portfolio'),
  'menu.rm': menu('Multi-Site'),
  'menu.pm': menu('Property'),
  'menu.invite-new-user': menu('Invite New User'),
  'menu.delegation': menu('Delegation', 'vpMenu'),
  'menu.invite': menu('Invite', 'vpMenu'),
  'menu.request': menu('Request', 'vpMenu'),
  'menu.landlord-invite': menu('Landlord Invite'),
  'menu.email': menu('Email'),
  'menu.notification': menu('Notification'),
  'menu.notification-to': menu('To'),
  'menu.notification-from': menu('From'),
  'menu.guide': menu('Guide'),
  'menu.cancellation-log': menu('Policy Cancel Log'),
  'menu.activelog': menu('Active Log'),
  'menu.resource-center': menu('Resource Center'),
  // Theme palettes (file 1 §3.4), the first one named after the product
  'palette.oceanSky': { text: 'Ocean Sky', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.roseGold': { text: 'Rose Gold', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.leaf': { text: 'Leaf', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.mint': { text: 'Mint', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.ubuntu': { text: 'Ubuntu', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.ultraViolet': { text: 'Ultra Violet', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.vintage': { text: 'Vintage', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.fruit': { text: 'Fruit', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.botani': { text: 'Botani', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.deepOcean': { text: 'Deep Ocean', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.school': { text: 'School', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.queen': { text: 'Queen', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.joker': { text: 'Joker', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.ruby': { text: 'Ruby', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.sultan': { text: 'Sultan', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  'palette.monochrome': { text: 'Monochrome', where: '1 §3.4 Theme palettes', screen: 'themePanel' },
  // The sign-in page's links (file 1 §2.3), carried by the web app alone
  forgotPassword: {
    text: 'Forgot Password',
    where: '1 §2.3 Sign-in screen, link to /reset-password',
    screen: 'signInErrors',
  },
  lostInvite: {
    text: 'Lost your invite? Click here.',
    where: '1 §2.3 Sign-in screen, link to /lost-invite',
    screen: 'signInErrors',
  },
  // The claim wizard (file 2 §2, §5, §8)
  dialogTitle: claim('Claim Information', '§1 the wizard dialog title'),
  'step.0': claim('Locate Your Apartment Complex', '§2 stepper label, step 0'),
  'step.1': claim('Tenant Confirmation', '§2 stepper label, step 1'),
  'step.2': claim('Type of Claim', '§2 stepper label, step 2'),
  'step.3': claim('Date of Loss', '§2 step 3, its first field, its stepper label'),
  'step.4': claim('Contacts', '§2 stepper label, step 4'),
  'step.5': claim('Payment Method', '§2 stepper label, step 5'),
  'step.6': claim('Documents', '§2 stepper label, step 6'),
  'step.7': claim('Additional Comments', '§2 stepper label, step 7'),
  importantNotice: claim('Important Notice', '§2 step 4 notice'),
  birthdayConfirm: claim('The birthday of the tenant is correct?', '§2 step 1 checkbox'),
  tenantLeft: claim('Has the tenant left the unit?', '§2 step 3 question'),
  eCheck: claim('eCheck - fastest', '§2 step 5 payment method'),
  physicalCheck: claim('Mailed Physical Check', '§2 step 5 payment method'),
  leaseTermOutside: claim(
    "The lease start and end date you have entered is outside the selected policy's term.",
    '§5 step 0 dialog',
  ),
  leaseTermQuestion: claim('Are you sure the entered lease term dates are correct?', '§5 step 0 dialog'),
  lateFiling: claim(
    'The date of loss you have entered is greater than 120 days. Please provide an explanation for the reason for late filing',
    '§5 step 3 late-filing box',
  ),
  invalidInput: claim('Invalid Input', '§5 step 4 email and phone'),
  companyEmailHint: claim('Please provide a company email', '§5 step 4 email hint'),
  receiptEmail: claim('Check receipt email.', '§5 step 5 field label'),
  tooMany: claim('Cannot upload more than N items.', '§5 step 6; §8 upload errors'),
  tooBig: claim('File too big, max size is 12MB', '§5 step 6; §8 upload errors'),
  duplicate: claim(
    'Oops! It looks like a claim has already been filed on this policy. Please contact: {email}',
    '§8 duplicate claim dialog',
  ),
  futurePolicy: claim(
    'The policy period you have selected is a future policy that has not started yet. Please select a current policy that matches the current lease dates. If you have any questions, please contact {email}',
    '§8 future policy dialog',
  ),
  errorTitle: claim('Error', '§8 failed submit alert title'),
  isDuplicated: claim('isDuplicated', '§4 duplicate-claim submit message'),
  'claimType.damageOnly': claim('Damage Only', '§2 step 2 claim types'),
  'claimType.noShow': claim('No Show', '§2 step 2 claim types'),
  'claimType.tenantDefault': claim('Tenant Default', '§2 step 2 claim types'),
  'claimType.holdOver': claim('HoldOver', '§2 step 2 claim types'),
  'claimType.damages': claim('Damages', '§2 step 2 claim types'),
  'damageType.trash': claim('Trash', '§2 step 2 type of damages'),
  'damageType.scratches': claim('Scratches/Holes/Burns', '§2 step 2 type of damages'),
  'damageType.other': claim('Other', '§2 step 2 type of damages'),
  'damagePlace.application': claim('Appliance Damages', '§2 step 2 place of damages'),
  'damagePlace.carpert': claim('Carpet/Flooring', '§2 step 2 place of damages'),
  'damagePlace.wall': claim('Wall/Ceilings', '§2 step 2 place of damages'),
  'damagePlace.other': claim('Other', '§2 step 2 place of damages'),
} satisfies Record<string, SpecText>;
export type SpecTextKey = keyof typeof SPEC_TEXTS;
