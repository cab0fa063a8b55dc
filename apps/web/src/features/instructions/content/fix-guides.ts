import type { FixGuideSlug, FixTopicId } from '../../../lib/fix-guides.ts';

/**
 * The text of one how-to-fix guide. Which channels open it, its title and its topics are the
 * guide index (`lib/fix-guides.ts`); the record below must hold a text for every
 * guide and every topic, so a guide cannot ship with a section missing.
 */
export interface FixGuide {
  /** One line on the list of guides and under the guide's title. */
  summary: string;
  /** The channels it covers, as a content manager names them. */
  covers: string;
  /** Who owns the listing, and who may edit it. */
  owner: readonly string[];
  /** Where the listing is edited; addresses are shown as text, the app working offline. */
  editAt: readonly { label: string; address: string }[];
  /** Steps per topic, in order. */
  fixes: Readonly<Record<FixTopicId, readonly string[]>>;
  /** How long a fix usually takes to show on the channel. */
  timing: readonly string[];
  /** What to check before the next audit confirms the fix. */
  confirm: readonly string[];
}

const GOOGLE: FixGuide = {
  summary: 'The profile behind Google Search and Google Maps, edited by its verified managers.',
  covers: 'Google Search, Google Maps',
  owner: [
    'The profile belongs to whoever verified it. At a chain this is usually a brand or digital team, or its agency, holding all hotels in one organisation account with a location group per brand or region; a hotel’s own staff may be managers of their location.',
    'Anyone can suggest an edit on Maps, and Google also takes facts from the web and from hotel feeds. A profile whose owner does not check it keeps accepting such changes, which is how many wrong values appear.',
  ],
  editAt: [
    { label: 'Business Profile Manager', address: 'business.google.com' },
    { label: 'Hotel Center (room prices and hotel feeds)', address: 'hotelcenter.google.com' },
  ],
  fixes: {
    name: [
      'Open the location, choose Edit profile and correct the business name to the reference name, without city, slogans or offers added.',
      'A name change can send the profile back to verification; keep the proof of the name (signage, a booking confirmation) at hand.',
    ],
    address: [
      'In Edit profile > Location, correct the street address to the reference.',
      'If the map pin is off, drag it to the main entrance in the same screen; an address alone does not move a misplaced pin.',
      'Remove duplicate profiles at the old address by reporting them as duplicates, or they keep drawing guests there.',
    ],
    phone: [
      'In Edit profile > Contact, set the primary phone to the reference number with its country code; keep call-tracking numbers as additional phones only.',
      'Google shows no fax or email on a profile; an option marked as not possible in the notes says so.',
    ],
    website: [
      'In Edit profile > Contact, set the website to the property’s own page on the brand site, not the brand home page.',
      'Booking and menu links are set under the same section; links that come from booking partners cannot be removed, only the owner’s own ones.',
    ],
    description: [
      'In Edit profile > About, replace the description with the reference text (up to 750 characters, no links or prices).',
      'Google may still show a summary it wrote itself above the owner’s description; that text cannot be edited, and improves as the facts of the profile are corrected.',
    ],
    amenities: [
      'In Edit profile > More (hotel attributes), tick what the property offers and untick what it does not; answer every attribute rather than leaving it blank.',
      'For restaurants, set the cuisine through the business category and the menu.',
    ],
    photos: [
      'In Photos, upload the reference photos (at least 720 px wide) and choose the logo and cover photo.',
      'Photos added by guests cannot be deleted by the owner; report those that show another property or are misleading.',
    ],
    hours: [
      'Hotels have check-in and check-out times in the hotel attributes; outlets (restaurants, spa) with their own profile have opening hours under Hours.',
      'Add special hours for public holidays and closures ahead of time, so Google does not mark the place as possibly closed.',
    ],
    rating: [
      'Google sets a hotel’s star class itself from official and third-party sources; it cannot be typed in. Send feedback from the profile with the official classification if it is wrong.',
      'The primary category (for example Hotel, Resort hotel, Spa) is chosen in Edit profile > Business category; keep secondary categories to what the property really is.',
    ],
    'meeting-rooms': [
      'Google shows no meeting room details. Mention the meeting space in the description and keep the rooms on the brand site, which Google links to.',
    ],
    rates: [
      'Room prices on Google come from the chain’s booking engine or its connectivity partner through Hotel Center, not from the profile. Wrong or missing prices are fixed in that feed.',
    ],
  },
  timing: [
    'Most edits show within minutes to a few days. Name, address and category changes may be reviewed by Google first and take up to a few weeks; the profile shows them as under review meanwhile.',
  ],
  confirm: [
    'Look the property up on Google Maps signed out: a managed profile shows the owner’s values to its managers before they are public.',
  ],
};

const BOOKING: FixGuide = {
  summary:
    'Content the property keeps in the Booking.com extranet, or sends through its channel manager.',
  covers: 'Booking.com',
  owner: [
    'The listing belongs to the property’s contract with Booking.com. The hotel’s team edits it in the extranet; at many chains a connectivity provider or the central reservation system sends rooms, rates and some content, and overwrites manual edits of those fields.',
    'Name, address, star rating and brand are locked to the property: changing them is a request to Booking.com partner support.',
  ],
  editAt: [{ label: 'Booking.com extranet', address: 'admin.booking.com' }],
  fixes: {
    name: [
      'Ask partner support from the extranet’s inbox to correct the property name to the reference, giving the official name.',
      'For a brand or chain affiliation that is missing or wrong, ask the chain’s Booking.com account manager: affiliation is set on Booking.com’s side for the whole chain.',
    ],
    address: [
      'Ask partner support to correct the address; the street and postcode are checked against official records.',
      'The map pin can be moved in the extranet under Property > Property details > location: drag it to the entrance and save.',
    ],
    phone: [
      'Under Property > Contact details, correct the phone and the email address guests and Booking.com use.',
      'Booking.com shows the phone to guests with a booking; the audit reads the same value from the listing.',
    ],
    website: [
      'Booking.com publishes no link to the property’s own website; an option marked as not possible in the notes says so.',
    ],
    description: [
      'Booking.com writes most of the description from the facts of the extranet: correct those facts (facilities, rooms, policies) first.',
      'If a sentence stays wrong, ask partner support to correct the description text, quoting the reference.',
    ],
    amenities: [
      'Under Property > Facilities and services, set each facility to what the property offers; under Rooms > Room amenities, do the same per room type.',
      'Leave nothing on “unknown”: an unanswered facility is shown as missing.',
    ],
    photos: [
      'Under Property > Photos, upload the reference photos, delete outdated ones and choose the main photo.',
      'Tag photos with their room type so each room shows its own pictures.',
    ],
    hours: [
      'Under Property > Policies, set the check-in and check-out times; the front desk hours and the restaurant hours are set with the facilities.',
    ],
    rating: [
      'The star rating is the official classification. Send the certificate to partner support to change it; a property without one can have its own rating marked as self-assessed.',
      'The property type (hotel, resort, apartment) is corrected through partner support too.',
    ],
    'meeting-rooms': [
      'Booking.com only records whether there are meeting and banquet facilities (Facilities and services). Keep room sizes and capacities in the description sparingly, and in full on the meeting platforms.',
    ],
    rates: [
      'Rates and availability come from the extranet calendar or the channel manager. A rate plan that is wrong is fixed where it is loaded: in the channel manager if one is connected.',
    ],
  },
  timing: [
    'Extranet edits usually show within a few hours and always within a day. Requests to partner support (name, address, star rating, description text) take a few days to two weeks.',
  ],
  confirm: [
    'Open the property page on Booking.com in a private window, in the language the audit read, and check the corrected values.',
  ],
};

const EXPEDIA: FixGuide = {
  summary:
    'One listing in Expedia Partner Central feeds Expedia, Hotels.com, Vrbo and the group’s other sites.',
  covers: 'Expedia, Hotels.com, Vrbo, Orbitz, Travelocity, Wotif, ebookers',
  owner: [
    'The property’s contract with Expedia Group covers every site of the group, so a fix made once shows on all of them. The hotel’s team edits content in Partner Central; connected chains also send content from their central reservation system.',
    'Name, address, star rating and brand are changed by Expedia’s partner support or the chain’s market manager on request.',
  ],
  editAt: [{ label: 'Expedia Partner Central', address: 'apps.expediapartnercentral.com' }],
  fixes: {
    name: [
      'Open a request to partner support from Partner Central (Help > Contact us) with the reference name and proof of it.',
    ],
    address: [
      'Ask partner support to correct the address; Expedia checks it before publishing.',
      'Ask in the same request to move the map pin to the entrance, giving the reference coordinates.',
    ],
    phone: [
      'Under Property > Contacts, correct the property’s phone and reservations email; the guest-facing phone is the front desk number.',
    ],
    website: [
      'Expedia Group sites publish no link to the property’s own website; an option marked as not possible in the notes says so.',
    ],
    description: [
      'Expedia writes the description from the property’s amenities, policies and rooms: correct those first in Partner Central.',
      'If the text still differs from the reference, ask partner support or the market manager to update it.',
    ],
    amenities: [
      'Under Property > Amenities, set each property amenity, including fees and opening times where asked; under Rooms, set each room type’s amenities.',
    ],
    photos: [
      'Under Property > Photos, upload the reference photos, remove outdated ones and choose the featured image; Expedia reviews new photos before they show.',
    ],
    hours: [
      'Under Property > Policies, set check-in and check-out times and, if the front desk is not open around the clock, its hours.',
    ],
    rating: [
      'Expedia assigns its own star rating by its guidelines, using the official classification where there is one. Ask partner support for a review, sending the certificate.',
    ],
    'meeting-rooms': [
      'Expedia lists meeting and conference space as an amenity only. Tick it under Amenities and keep room details for the meeting platforms.',
    ],
    rates: [
      'Rates come from Partner Central or the connected reservation system; a wrong rate plan is fixed where it is loaded.',
    ],
  },
  timing: [
    'Partner Central edits usually show within 24 to 72 hours on every site of the group. Requests to partner support and photo reviews take a few days to two weeks.',
  ],
  confirm: [
    'Check the property page on Expedia and on Hotels.com in a private window: both read the same listing, so a value wrong on one and right on the other is still being published.',
  ],
};

const TRIPADVISOR: FixGuide = {
  summary:
    'The listing the property claims in the Tripadvisor Management Center; travellers suggest edits too.',
  covers: 'Tripadvisor',
  owner: [
    'Anyone can create a Tripadvisor listing; the property becomes its owner by claiming it in the Management Center. A chain usually claims every hotel under one account and lets each hotel’s team manage its own.',
    'Travellers can suggest changes, which Tripadvisor reviews; a claimed listing’s owner edits directly.',
  ],
  editAt: [{ label: 'Tripadvisor Management Center', address: 'tripadvisor.com/Owners' }],
  fixes: {
    name: [
      'In the Management Center, open the listing’s details and correct the name to the reference; Tripadvisor checks name changes before they show.',
    ],
    address: [
      'Correct the address in the listing details; if the pin is wrong, suggest the correct location from the listing page (Suggest edits > location) as the owner.',
      'Report duplicate listings of the property so reviews are merged into one.',
    ],
    phone: [
      'Correct the phone and email in the listing details. Some contact links on the listing depend on a paid subscription; if the audit finds none, check the subscription before the value.',
    ],
    website: [
      'Set the website to the property’s own page on the brand site in the listing details. Booking links next to it come from booking partners and the chain’s connectivity provider, not from this field.',
    ],
    description: [
      'In the listing details, replace the “About” text with the reference description; keep it free of prices and links.',
    ],
    amenities: [
      'In the listing details, tick the property and room amenities that apply and untick the rest; for restaurants, set the cuisines.',
    ],
    photos: [
      'Upload the reference photos in the Management Center and choose the cover photo; traveller photos cannot be deleted, only reported when they show another place.',
    ],
    hours: [
      'For restaurants and spas, set the opening hours in the listing details, with holiday closures; hotels show check-in and check-out times.',
    ],
    rating: [
      'Tripadvisor takes hotel class from partners; it cannot be edited. Report it from the listing page with the official classification if it is wrong.',
      'The listing type (hotel, B&B, speciality lodging) is corrected by the owner through support.',
    ],
    'meeting-rooms': [
      'Tripadvisor has no meeting room details; tick the meeting and banquet amenities and leave room data to the meeting platforms.',
    ],
    rates: [
      'Prices on Tripadvisor come from booking partners and the chain’s connectivity provider. A wrong price is fixed at that partner, not on the listing.',
    ],
  },
  timing: [
    'Owner edits usually show within one to three days; name and address changes and suggested edits are reviewed first and can take two weeks.',
  ],
  confirm: [
    'Open the listing signed out: owners may see their pending edits before travellers do.',
  ],
};

const GDS: FixGuide = {
  summary:
    'Property codes and descriptive content in Amadeus, Sabre and Travelport, loaded from the chain’s reservation system.',
  covers: 'Amadeus, Sabre, Travelport (Galileo, Worldspan, Apollo), corporate booking tools',
  owner: [
    'Travel agents and corporate booking tools read hotels from the GDSs. The content and the property codes come from the chain’s central reservation system (CRS) through its connectivity provider: the chain’s distribution team owns them, not the hotel.',
    'Each GDS gives the property a code under the chain’s two-letter chain code. A wrong code shows another property’s content, or sends bookings to it.',
  ],
  editAt: [
    { label: 'The chain’s central reservation system', address: 'ask the distribution team' },
    { label: 'The connectivity provider’s support', address: 'for codes and GDS loading' },
  ],
  fixes: {
    name: [
      'Correct the property name in the CRS property profile, then have it republished to the GDSs.',
      'GDS fields are short and in capitals: use the brand’s agreed short name. Abbreviations such as HTL or ARPT are read as accurate; a name cut off before the distinguishing word is not.',
    ],
    address: [
      'Correct the address, postcode and city code in the CRS; the city or airport code decides where agents find the hotel.',
      'Set the latitude and longitude in the CRS to the entrance (decimal degrees), not to the city centre.',
    ],
    phone: [
      'Correct the phone, fax and email in the CRS property profile; GDS screens show them as stored, so use the international format.',
    ],
    website: ['Correct the website address in the CRS; terminals show it as text.'],
    description: [
      'Update the descriptive content (property description, location, services) in the CRS; each GDS has its own length limits, so check the version each one received.',
    ],
    amenities: [
      'Amenities travel as standard codes: map each reference amenity to its code in the CRS and remove codes the property no longer offers.',
    ],
    photos: [
      'Photos reach the GDSs and booking tools through the chain’s image distribution; upload the reference images there and retire outdated ones.',
    ],
    hours: ['Set check-in and check-out times, and the front desk hours, in the CRS policies.'],
    rating: [
      'Set the official rating in the CRS where the GDS accepts one; some GDSs show their own rating, corrected through the connectivity provider with the certificate.',
    ],
    'meeting-rooms': [
      'Record the number of meeting rooms, the largest room’s size and capacity in the CRS meeting content; GDS screens show these to agents booking groups and events.',
    ],
    rates: [
      'Check that the property code in each GDS maps to this property (chain code plus property id); ask the connectivity provider to correct a wrong mapping at once.',
      'Rates and rate codes (public, corporate, consortia) are loaded in the CRS; a missing or wrong rate is fixed there and republished.',
    ],
  },
  timing: [
    'A CRS change reaches the GDSs in one to three days after it is republished; some GDSs refresh descriptive content weekly. Code mappings corrected by the connectivity provider usually take a few days.',
  ],
  confirm: [
    'Ask a travel agent or the connectivity provider for the property’s current screen in each GDS if the fix is urgent; otherwise wait for the next capture.',
  ],
};

const MEETINGS: FixGuide = {
  summary:
    'Venue profiles planners search for events: meeting rooms, capacities, photos and contacts.',
  covers: 'Cvent, MeetingPackage, EventUp, Groups360, HotelPlanner Groups, wedding venue sites',
  owner: [
    'Each platform has a supplier or venue profile per property, kept by the hotel’s sales team or the chain’s group sales office. Requests for proposals go to the contact on the profile, so a wrong email loses business.',
    'Some chains send meeting space data to these platforms from one source; ask group sales which one before editing by hand.',
  ],
  editAt: [
    { label: 'Cvent Supplier Network (venue profile)', address: 'cvent.com' },
    { label: 'Each platform’s venue or supplier portal', address: 'sign in as the venue' },
  ],
  fixes: {
    name: [
      'Correct the venue name in the profile’s general details; name and brand changes may need the platform’s support.',
    ],
    address: [
      'Correct the address in the profile and check the map preview; move the pin to the entrance where the platform allows it.',
    ],
    phone: [
      'Correct the sales phone and the email that receives requests for proposals; add a second contact so requests are not lost when someone leaves.',
    ],
    website: ['Link the property’s meetings page on the brand site rather than the home page.'],
    description: [
      'Replace the venue description with the reference text, leading with what planners look for: meeting space, location, rooms for attendees.',
    ],
    amenities: [
      'Tick the event services (audiovisual, catering, wifi, parking) and general amenities the property offers; remove the rest.',
    ],
    photos: [
      'Upload photos of each meeting room in a set-up, the public areas and the guest rooms; add floor plans where the platform accepts them.',
    ],
    hours: [
      'Set the sales office hours and, for restaurants and spas listed as venues, the opening hours.',
    ],
    rating: [
      'Set the star rating and venue type (hotel, conference centre, resort) in the general details.',
    ],
    'meeting-rooms': [
      'List every meeting room with its size (square metres or feet as the platform asks) and its capacity per set-up: theatre, classroom, banquet, U-shape, boardroom and reception.',
      'Remove rooms that were merged, renamed or turned to other uses; the audit counts the rooms and compares each capacity and size.',
    ],
    rates: [
      'Group and meeting package rates are quoted per request; only set published package prices where the platform shows them.',
    ],
  },
  timing: [
    'Profile edits usually show at once or within a day; changes to a sponsored or reviewed listing can take a few days.',
  ],
  confirm: [
    'Search for the venue as a planner would (by city and capacity) and check that the rooms and their capacities show as entered.',
  ],
};

const OTHER: FixGuide = {
  summary: 'Every other channel, and the brand website: where each kind is edited and how.',
  covers:
    'Bing, Apple Maps, Facebook, Agoda, Trip.com, metasearch, directories, dining, spa and other channels; your own website',
  owner: [
    'Most channels have a partner or business portal where a verified owner edits the listing. Others copy their content from elsewhere: metasearch sites from the online travel agencies and the chain’s feeds, directories, navigation apps and voice assistants from data aggregators. Fix those at their source.',
    'Your own website is the chain’s: the brand’s web team edits each property page in its content management system, usually from the same reference data.',
  ],
  editAt: [
    { label: 'Bing Places', address: 'bingplaces.com' },
    { label: 'Apple Business Connect', address: 'businessconnect.apple.com' },
    { label: 'Facebook and Instagram', address: 'business.facebook.com' },
    { label: 'trivago Business Studio', address: 'businessstudio.trivago.com' },
    { label: 'Data aggregators (Data Axle, Neustar Localeze)', address: 'their business portals' },
  ],
  fixes: {
    name: [
      'Correct the name in the channel’s partner portal; where the channel copies it (metasearch, directories), correct it at the source channel or aggregator.',
      'On your website, correct the property name in the CMS and in the page title.',
    ],
    address: [
      'Correct the address and move the map pin in the channel’s portal; navigation apps take both from the maps and aggregators, so fix those first.',
    ],
    phone: [
      'Correct the phone and email in the portal or at the aggregator, in international format; remove old numbers from every field.',
    ],
    website: [
      'Link each listing to the property’s own page, not the brand home page; for restaurants, set the reservation and order links to the outlet’s own booking pages.',
      'On your website, check that the property page’s booking button opens this property in the booking engine.',
    ],
    description: [
      'Paste the reference description where the channel lets the owner write one; on online travel agencies that write their own, correct the facts and ask the partner team.',
    ],
    amenities: [
      'Set the amenities in the portal, answering each one; for restaurants set the cuisines on the dining platforms.',
    ],
    photos: [
      'Upload the reference photos, choose the cover and remove outdated ones; on your website, replace them in the CMS’s media library.',
    ],
    hours: [
      'Set opening hours for each outlet (restaurant, spa, bar) where it has its own listing, with holiday closures; keep your website’s outlet pages the same.',
    ],
    rating: [
      'Set the official star rating and the main category where the channel accepts them; channels that set their own are corrected through their support with the certificate.',
    ],
    'meeting-rooms': [
      'Keep meeting rooms on your website and on the meeting platforms; other channels show at most whether there is meeting space.',
    ],
    rates: [
      'Rates on other channels come from the chain’s reservation system, a channel manager or a wholesaler contract; fix them where they are loaded.',
    ],
  },
  timing: [
    'Portal edits show within a day or two on most channels; copies (metasearch, directories, navigation apps, voice assistants) follow their source within one to four weeks. Your website changes as soon as the page is published and its cache cleared.',
  ],
  confirm: [
    'Check the source you fixed first, then one channel that copies it: if the copy is still wrong after a month, the channel may read another source.',
  ],
};

export const FIX_GUIDE_TEXTS: Readonly<Record<FixGuideSlug, FixGuide>> = {
  'google-business-profile': GOOGLE,
  'booking-com': BOOKING,
  'expedia-group': EXPEDIA,
  tripadvisor: TRIPADVISOR,
  gds: GDS,
  'meeting-and-event-platforms': MEETINGS,
  'other-channels': OTHER,
};
