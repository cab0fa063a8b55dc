import { listed, sides, strings, type FactReader } from './fact-text.ts';

const domain = (email: string) => email.slice(email.lastIndexOf('@') + 1);
const mailbox = (email: string) => email.slice(0, email.lastIndexOf('@') + 1);

/** The two numbers as the engine read them, or which of the property's lines the channel shows. */
export const phoneFacts: FactReader = (details, evidence, subject) => {
  const source = evidence.sourceNormalized;
  const channel = evidence.channelNormalized;
  // A reference number without digits is a data error in the source, not a reading to doubt.
  if (evidence.rule === 'reference-phone-unreadable' && !details.unreadable) {
    return [`The reference's ${subject} has no digits`];
  }
  if (!source || !channel) return [];
  switch (evidence.rule) {
    case 'phone-different':
      return [`Number differs: ${sides(source, channel)}`];
    case 'phone-extension-differs':
      return [`Extension differs: ${sides(source, channel)}`];
    case 'phone-shows-fax':
      return [`The channel's ${subject} ${channel} is the property's fax`];
    case 'fax-shows-phone':
      return [`The channel's ${subject} ${channel} is the property's phone`];
    default:
      return [];
  }
};

/** The domain or the mailbox that differs. */
export const emailFacts: FactReader = (details, evidence) => {
  const source = evidence.sourceNormalized;
  const channel = evidence.channelNormalized;
  if (!source || !channel) return [];
  switch (evidence.rule) {
    case 'email-different':
      return [`Domain differs: ${sides(domain(source), domain(channel))}`];
    case 'email-same-domain':
      return [`Mailbox differs: ${sides(mailbox(source), mailbox(channel))}`];
    case 'email-other-property-mailbox': {
      const names = (key: string) => listed(strings(details[key]));
      return [
        `Mailbox names another property: ${sides(names('sourceMailboxNames'), names('channelMailboxNames'))}`,
      ];
    }
    default:
      return [];
  }
};
