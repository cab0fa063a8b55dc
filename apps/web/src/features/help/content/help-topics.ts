/** One question of the help pages, with its answer as paragraphs or bullet lists. */
export interface HelpEntry {
  id: string;
  question: string;
  answer: readonly (string | readonly string[])[];
}

export interface HelpTopic {
  id: string;
  title: string;
  entries: readonly HelpEntry[];
}

const SCORES: HelpTopic = {
  id: 'scores',
  title: 'Scores and colours',
  entries: [
    {
      id: 'accuracy',
      question: 'How is the accuracy score worked out?',
      answer: [
        'Every audit compares each characteristic of a listing (name, address, phone, website, star rating, description, amenities, photos...) with your reference data. The accuracy score is the share of audited characteristics that match, weighted by how much each matters to a guest, on a scale of 0 to 100.',
        'Scores of several listings are averaged: a property’s score is the average of its channels, a channel’s score the average of the properties listed on it, over the dates you picked.',
      ],
    },
    {
      id: 'colours',
      question: 'What do the colours mean?',
      answer: [
        [
          'Green: 90 and above, the listing is in good shape.',
          'Yellow: 60 to 89, some content needs attention.',
          'Red: below 60, guests are likely to see wrong content.',
          'N/A: nothing was audited for the selection in that period.',
        ],
      ],
    },
    {
      id: 'rounding',
      question: 'Why does a score of 99.7 show as 99?',
      answer: [
        'Scores are rounded to whole numbers, except that anything from 99 up to but not including 100 shows as 99. A 100 therefore always means that every audited characteristic matched, never that a few small errors were rounded away.',
      ],
    },
    {
      id: 'knockout',
      question: 'What is the knockout share?',
      answer: [
        'Some errors make a listing unusable whatever else is right: a wrong phone number, a wrong address, a property shown as closed. An audit with such an error is a knockout. The knockout share is the percentage of audits in the selection with at least one knockout error; lower is better.',
      ],
    },
    {
      id: 'content-score',
      question: 'What is the content score?',
      answer: [
        'Accuracy tells whether what a channel shows is right; the content score tells whether it shows enough. It rates how complete a listing is (description length, photos and their tags, amenities, room details) from 0 to 100. It is measured on Google, Booking.com, Expedia and Tripadvisor.',
      ],
    },
    {
      id: 'change',
      question: 'What does the change next to a score compare?',
      answer: [
        'The arrow compares the last month in your date range with the month before it, in points. For the knockout share a fall is shown in green, because fewer knockouts is better.',
      ],
    },
  ],
};

const FILTERS: HelpTopic = {
  id: 'filters',
  title: 'Filters and pages',
  entries: [
    {
      id: 'levels',
      question: 'Why does the page change when I pick filters?',
      answer: [
        'The dashboard shows the page that fits your selection:',
        [
          'several property types: the portfolio overview;',
          'one property type with several properties: that type’s page, with its properties ranked;',
          'one property on several channels: the property page;',
          'one property on one channel: the channel audit, characteristic by characteristic.',
        ],
        'Clicking a tile or a table row applies the matching filter, so you can drill down without opening the filter panel.',
      ],
    },
    {
      id: 'share',
      question: 'Can I share what I am looking at?',
      answer: [
        'Yes. The address in the browser holds every filter and the dates, so a copied link opens the same dashboard for a colleague who has access to the same view. Back and forward in the browser step through your earlier selections.',
      ],
    },
    {
      id: 'dates',
      question: 'Which dates does the dashboard use?',
      answer: [
        'By default the last 30 days up to today. The date picker offers the last 30, 90 and 365 days, or any range you pick on the calendar; dates in the future cannot be chosen.',
      ],
    },
    {
      id: 'essentials',
      question: 'What is ESSENTIALS in the channel list?',
      answer: [
        'ESSENTIALS groups the channels that matter most for most properties, such as Google, Booking.com and Expedia, so you can select them in one click. Some views do not offer the grouping.',
      ],
    },
    {
      id: 'greyed',
      question: 'Why are some filter options greyed out?',
      answer: [
        'Options shown in grey have no audit in your current selection and dates. They stay in the list so you can see what exists; picking one gives an empty result until the selection changes.',
      ],
    },
  ],
};

const FIXING: HelpTopic = {
  id: 'fixing',
  title: 'Finding and fixing content',
  entries: [
    {
      id: 'statuses',
      question: 'What do the statuses of a characteristic mean?',
      answer: [
        [
          'Accurate: the channel shows your reference value.',
          'Inaccurate or discrepancy: the channel shows something else.',
          'Missing: the channel does not show it at all.',
          'Awaiting review: the audit could not decide; a reviewer will.',
          'Present or not present, available: whether an amenity or feature is listed.',
        ],
      ],
    },
    {
      id: 'flag',
      question: 'How do I ask for a listing to be corrected?',
      answer: [
        'On the channel audit, switch on the items that need modifying and select Save changes. Your request is queued; when it has been processed a message offers to refresh the dashboard so you see the updated data. Items already sent cannot be flagged twice.',
      ],
    },
    {
      id: 'description',
      question: 'How do I read the description comparison?',
      answer: [
        'The two columns show your reference description and the channel’s (or the channel’s current and previous text). Yellow highlights text the channel has that your source does not; blue highlights text of your source that the channel is missing. The copy button puts the text on your clipboard to paste into the channel’s extranet.',
      ],
    },
    {
      id: 'notes',
      question: 'What are notes on an audit result?',
      answer: [
        'Notes record what was done about a result: an option chosen from the list for that source, and a comment. Some content cannot be added on some channels; the option list then says so instead of offering a fix.',
      ],
    },
    {
      id: 'refresh',
      question: 'How often is the data updated?',
      answer: [
        'Channels are audited continuously; most listings are checked several times a month. A corrected listing shows as accurate from its next audit. Use Refresh data on a page to load the latest figures without changing your filters.',
      ],
    },
  ],
};

const ACCOUNT: HelpTopic = {
  id: 'account',
  title: 'Account and access',
  entries: [
    {
      id: 'password',
      question: 'I forgot my password.',
      answer: [
        'On the sign-in page choose Forgot password and enter your email address. You will receive a link to set a new password; it works once and expires after a while. If your company signs in through single sign-on, use your company account instead.',
      ],
    },
    {
      id: 'missing-properties',
      question: 'Why can I not see all our properties?',
      answer: [
        'What you see depends on the views your administrator granted you: a view can cover a brand, a region or a list of properties. Switch views with the selector at the top left, or ask your administrator for access.',
      ],
    },
    {
      id: 'problems',
      question: 'A part of the page did not load.',
      answer: [
        'A window then lists what failed. Reload page usually fixes it; if not, Send report passes the details to our support team so we can look into it.',
      ],
    },
  ],
};

const CHAIN: HelpTopic = {
  id: 'chain',
  title: 'Hotel-chain views',
  entries: [
    {
      id: 'chain-statuses',
      question: 'Why are the statuses named differently in my view?',
      answer: [
        'Hotel-chain views use the names of your brand standards:',
        [
          'Accurate shows as MATCHED.',
          'Inaccurate and discrepancy show as UNMATCHED.',
          'Remove, awaiting review and undefined show as REVIEW.',
          'Absent content shows as MISSING.',
        ],
      ],
    },
    {
      id: 'pim',
      question: 'What is compared with the channel description?',
      answer: [
        'Your property information management system (PIM) is the source: the description there is compared with the channel’s, and the differences are highlighted.',
      ],
    },
    {
      id: 'gds',
      question: 'What do RATES RETURNED and RATES NOT RETURNED mean?',
      answer: [
        'For GDS channels the audit asks for rates of the property. Rates returned means agents can book it; rates not returned means the property cannot be sold on that system at the moment, which needs attention first.',
      ],
    },
    {
      id: 'meeting-rooms',
      question: 'Why do meeting rooms show for some channels only?',
      answer: [
        'Meeting-room data is shown where the channel publishes it. For Groups360 it is always shown, even when empty, because an empty list there means the property cannot be found by event planners.',
      ],
    },
  ],
};

export const HELP_TOPICS: Readonly<Record<'standard' | 'hotel-chain', readonly HelpTopic[]>> = {
  standard: [SCORES, FILTERS, FIXING, ACCOUNT],
  'hotel-chain': [CHAIN, SCORES, FILTERS, FIXING, ACCOUNT],
};

/** The entries whose question or answer contains every word of the search, topic by topic. */
export function searchTopics(topics: readonly HelpTopic[], search: string): HelpTopic[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((entry) => {
        const text = [entry.question, ...entry.answer.flat()].join(' ').toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.entries.length > 0);
}
