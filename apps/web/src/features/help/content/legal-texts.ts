export interface LegalText {
  title: string;
  updated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

const UPDATED = '1 November 2026';

export const LEGAL_TEXTS: Readonly<Record<'terms' | 'privacy', LegalText>> = {
  terms: {
    title: 'Terms of use',
    updated: UPDATED,
    intro:
      'These terms govern the use of the ListingLens dashboard by the staff of our clients. Your organisation’s agreement with us takes precedence where it says otherwise.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Accounts are personal. Keep your password to yourself and sign out on shared computers. Tell your administrator at once if you think someone else has used your account.',
          'Administrators of your organisation decide which views, properties and channels you can see, and can deactivate your account.',
        ],
      },
      {
        heading: 'What the service provides',
        paragraphs: [
          'ListingLens audits how properties are listed on third-party channels and compares the listings with the reference data your organisation provides. Audits reflect what the channels showed when they were checked; channels may change their content at any time.',
          'Scores and statuses help you prioritise work. They are not a guarantee of what a guest sees, and decisions taken on them remain yours.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Use the dashboard for your organisation’s own properties only. Do not try to reach data of other clients, to overload the service, or to extract data by automated means other than the exports and reports it offers.',
        ],
      },
      {
        heading: 'Content you send us',
        paragraphs: [
          'Notes, comments, questions and attachments you send stay your organisation’s. We use them only to provide and support the service.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We aim for the dashboard to be available at all times and announce planned maintenance in advance. When a new version is released, the dashboard asks you to refresh the page.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: UPDATED,
    intro:
      'This policy explains which personal data ListingLens processes about the people who use the dashboard, why, and what rights they have. We process it on behalf of your organisation, which is the controller.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, email address, role and the views you are granted; the sign-in times and the actions you take in the dashboard (filters applied, items flagged, notes written) so that your team can see who changed what; and the questions and error reports you choose to send, with their attachments.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The dashboard uses only the cookies it needs: one that keeps you signed in and one that protects forms against cross-site requests. There are no advertising or tracking cookies, and no content is loaded from other sites.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data is kept while the account exists and deleted within 90 days of its removal. Activity history is kept for as long as your organisation’s agreement requires, and error reports for 12 months.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Administrators of your organisation and our support staff, who are bound by confidentiality. We do not sell personal data or share it with channels.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask to see, correct or delete your personal data, or object to its processing, through your organisation’s administrator or by asking a question from the help page.',
        ],
      },
    ],
  },
};
