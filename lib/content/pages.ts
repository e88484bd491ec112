// Copy of the content pages: about, careers, delivery services, gallery, and
// the terms and privacy documents. Brand and contact details come from
// lib/site.ts; nothing here is hard-coded twice.
import { site } from '@/lib/site';
import { galleryImage, LEGAL_UPDATED } from './shared';

const S = site.name;

export interface Block {
  title: string;
  text: string;
}

// ── About us ─────────────────────────────────────────────────────────────────

export const ABOUT = {
  intro: `${S} is a UAE express courier that moves parcels, documents and cargo across the seven emirates and to more than 220 countries, for families, online stores and businesses of every size.`,
  story: [
    `${S} began with a handful of vans and a simple promise to the businesses of Dubai: a parcel collected in the morning would be in the receiver’s hands by the evening, and anyone who called would speak to a person who could see where it was. That promise still shapes everything we do. Our riders, drivers, sorters and customer care agents work as one team, from the first scan at your door to the signature at the other end.`,
    `As online shopping grew across the UAE, so did we. We added next-day delivery to every emirate, cash on delivery and returns for online stores, then import clearance, international express and freight by air, land and sea. Today our customers range from a perfume maker in Sharjah sending a few samples a week to retailers dispatching thousands of orders a month, and each of them can book, print, track and pay in one customer portal.`,
    `We are proudly UAE-based. Our people live in the communities we deliver to, speak the languages our customers speak, and know that a delivery in Ramadan, in the August heat or on the eve of Eid needs a little extra care. That local knowledge, backed by a modern tracking system, is what sets ${S} apart.`,
  ],
  vision: `To be the courier the UAE trusts first: the quickest way to send anything, anywhere in the emirates and beyond, with every shipment visible from pickup to delivery.`,
  mission: `To collect on time, deliver on time and tell our customers the truth about every shipment, by investing in our people, our fleet and technology that makes shipping simple for businesses and individuals alike.`,
  hubs: [
    {
      city: 'Dubai',
      text: `Our head office and main sorting hub in Al Qusais serve Dubai and the northern emirates, handle international express departures through Dubai’s airports, and host our e-commerce fulfilment centre.`,
    },
    {
      city: 'Abu Dhabi',
      text: `Our Mussafah hub serves Abu Dhabi city, Al Ain and the Western Region, including Ruwais and Liwa, and connects to Khalifa Port for sea freight.`,
    },
    {
      city: 'Sharjah',
      text: `Our Sharjah hub sorts parcels for Sharjah, Ajman, Umm Al Quwain and the east coast, and handles road freight departures to Oman and the rest of the GCC.`,
    },
  ],
  values: [
    { title: 'Reliability', text: 'We do what we say, when we say it. A delivery promise is a commitment, not an estimate.' },
    { title: 'Honesty', text: 'When something goes wrong we say so straight away, explain why and tell you what we are doing about it.' },
    { title: 'Care', text: 'We handle every parcel as if it were our own, and every customer as if they were our only one.' },
    { title: 'Safety', text: 'Our drivers and riders are trained, rested and equipped, because no delivery is worth an accident.' },
    { title: 'Improvement', text: 'We measure every step of our network and fix the slowest one first, month after month.' },
  ] satisfies Block[],
};

// ── Careers ──────────────────────────────────────────────────────────────────

export interface Role {
  title: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export type AboutContent = typeof ABOUT;

export const CAREERS = {
  intro: `Join the team that keeps the UAE’s parcels moving. We hire riders, drivers, warehouse staff, customer care agents and office professionals, and we promote from within.`,
  why: [
    { title: 'Growth from within', text: 'Most of our supervisors started as riders, sorters or agents. We train you for the next step and tell you what it takes.' },
    { title: 'Fair pay, on time', text: 'Competitive salaries paid on the same day every month, with overtime and performance incentives for operational roles.' },
    { title: 'Looked after', text: 'Health insurance, annual air tickets for eligible roles, accommodation or allowance, and rest areas at every hub.' },
    { title: 'Safety first', text: 'Modern, air-conditioned vehicles, protective equipment and regular safety training for everyone on the road.' },
  ] satisfies Block[],
  roles: [
    {
      title: 'Delivery Driver (Light Vehicle)',
      location: 'Dubai and Sharjah',
      type: 'Full time',
      summary: 'Deliver parcels and collect pickups on a fixed route with one of our vans.',
      responsibilities: [
        'Load your van in the morning in delivery order and check every parcel against the route sheet.',
        'Call receivers before arrival, deliver with care and record proof of delivery on the handheld.',
        'Collect cash-on-delivery payments accurately and hand them in at the end of the shift.',
        'Collect scheduled pickups and returns and bring them back to the hub the same day.',
      ],
      requirements: ['Valid UAE light vehicle driving licence', 'Good knowledge of Dubai and Sharjah', 'Spoken English; Arabic, Hindi or Urdu a plus'],
    },
    {
      title: 'Warehouse Associate, E-commerce Fulfilment',
      location: 'Dubai (Al Qusais)',
      type: 'Full time, shifts',
      summary: 'Receive, store, pick and pack online orders in our fulfilment centre.',
      responsibilities: [
        'Count and inspect inbound stock and shelve it in the right location.',
        'Pick orders with a barcode scanner and pack them to each client’s standards.',
        'Process returns, inspect their condition and restock saleable items.',
        'Keep your area clean, safe and organised, and take part in stock counts.',
      ],
      requirements: ['Experience in a warehouse or retail stock room', 'Attention to detail and comfort with handheld scanners', 'Able to work on your feet and lift up to 20 kg'],
    },
    {
      title: 'Customer Care Agent',
      location: 'Dubai',
      type: 'Full time',
      summary: 'Be the voice of the company for shippers and receivers by phone, chat and email.',
      responsibilities: [
        'Answer calls, chats and contact-form messages, and resolve most questions on first contact.',
        'Trace late shipments with operations and keep the customer informed until they are delivered.',
        'Record damage and loss claims and guide customers through the claims process.',
        'Spot recurring problems and report them to the team that can fix them.',
      ],
      requirements: ['Fluent English and Arabic', 'One year or more in a call centre or customer-facing role', 'Calm, clear and friendly, also with upset callers'],
    },
    {
      title: 'Customs Clearance Executive',
      location: 'Dubai (airport)',
      type: 'Full time',
      summary: 'Clear import and export express shipments through UAE customs.',
      responsibilities: [
        'Check commercial invoices, HS codes and values before shipments arrive.',
        'Prepare and submit customs declarations and follow them until release.',
        'Request permits from the relevant authorities for restricted goods.',
        'Explain duties, taxes and document requirements to customers in plain words.',
      ],
      requirements: ['Two years or more in customs clearance in the UAE', 'Working knowledge of Dubai Customs systems', 'Precise, organised and good with numbers'],
    },
  ] satisfies Role[],
  howToApply: `Send your CV and a short note about yourself to ${site.email}, with the title of the role in the subject line, for example “Application: Customer Care Agent”. We reply to every application within ten working days. ${S} never asks candidates for money at any stage of recruitment; please report anyone who does.`,
};

export type CareersContent = typeof CAREERS;

// ── Delivery services ────────────────────────────────────────────────────────

export const DELIVERY = {
  intro: `From a same-day delivery across Dubai to a scheduled run to Liwa, choose how and when your parcels arrive. Every option includes doorstep pickup, live tracking and proof of delivery.`,
  options: [
    {
      title: 'Same-day delivery',
      text: `Parcels collected inside Dubai before 12:00 are delivered in Dubai the same day, usually between 14:00 and 21:00. Ideal for documents, urgent spare parts and online orders that should arrive tonight.`,
    },
    {
      title: 'Next-day delivery',
      text: `Our standard service. Parcels collected today reach any address in the seven emirates by the end of the next working day, with the driver calling the receiver before arrival.`,
    },
    {
      title: 'Scheduled delivery',
      text: `Choose the day, and a morning (09:00 to 13:00) or afternoon (14:00 to 18:00) window, for deliveries that must meet a receiver’s timetable, such as furniture, appliances or office moves.`,
    },
    {
      title: 'Cash on delivery',
      text: `Our drivers collect cash or card payments from the receiver. The amounts are reconciled every evening and transferred to the seller twice a week, with a statement in the customer portal.`,
    },
    {
      title: 'Returns and exchanges',
      text: `We collect returns from shoppers and bring them back to the seller with the reason recorded, or deliver a replacement and collect the original in the same visit.`,
    },
  ] satisfies Block[],
  coverage: [
    { emirate: 'Dubai', sameDay: true, transit: 'Same day (booked before 12:00) or next working day' },
    { emirate: 'Sharjah', sameDay: false, transit: 'Next working day' },
    { emirate: 'Ajman', sameDay: false, transit: 'Next working day' },
    { emirate: 'Abu Dhabi (including Al Ain)', sameDay: false, transit: 'Next working day; Western Region in 2 working days' },
    { emirate: 'Umm Al Quwain', sameDay: false, transit: 'Next working day' },
    { emirate: 'Ras Al Khaimah', sameDay: false, transit: 'Next working day' },
    { emirate: 'Fujairah', sameDay: false, transit: 'Next working day; Dibba and remote areas in 2 working days' },
  ],
};

export type DeliveryContent = typeof DELIVERY;

// ── Gallery ──────────────────────────────────────────────────────────────────

export interface GalleryItem {
  src: string;
  alt: string;
  caption: string;
}

const g = (file: string, alt: string, caption: string): GalleryItem => ({ src: galleryImage(file), alt, caption });

export const GALLERY: readonly GalleryItem[] = [
  g('dubai-hub', 'Illustration of a large warehouse with loading bays and a parked van', `Our main hub in Al Qusais, Dubai, where parcels from across the UAE are sorted every night.`),
  g('delivery-fleet', 'Illustration of three delivery vans in a row', `Part of our delivery fleet, ready for the morning run to all seven emirates.`),
  g('motorbike-rider', 'Illustration of a courier on a motorbike with a delivery box', `Motorbike riders take same-day parcels through Dubai’s traffic.`),
  g('sorting-line', 'Illustration of parcels on a conveyor belt with a barcode scanner', `Every parcel is scanned at the sorting line, so tracking is always up to date.`),
  g('packaging', 'Illustration of stacked cardboard boxes, tape and bubble wrap', `Good packaging is the first step of a safe delivery; we advise shippers on how to pack.`),
  g('team-briefing', 'Illustration of a group of team members in uniform standing together', `The morning briefing: routes, priorities and a safety reminder before the vans leave.`),
  g('fulfilment-shelves', 'Illustration of warehouse shelves holding labelled boxes', `Shelves in our e-commerce fulfilment centre, where online orders are picked and packed.`),
  g('air-cargo', 'Illustration of a cargo aircraft above boxes on a pallet', `International express shipments leave Dubai on scheduled daily departures.`),
];

// ── Terms and privacy ────────────────────────────────────────────────────────

export interface DocSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** Both documents take effect on this date. */
export { LEGAL_UPDATED };
export const LEGAL_UPDATED_LABEL = new Date(`${LEGAL_UPDATED}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const TERMS: readonly DocSection[] = [
  {
    heading: '1. Who we are and when these terms apply',
    paragraphs: [
      `These terms and conditions apply to every shipment that ${site.legalName} (“${S}”, “we”, “us”) accepts for carriage, whether booked through this website, the customer portal, our API, by phone or at one of our hubs, and to the use of this website. By booking a shipment or handing a parcel to us, the shipper (“you”) accepts these terms on its own behalf and on behalf of anyone else with an interest in the shipment.`,
      `Business customers may have a written agreement with us. Where that agreement differs from these terms, the agreement prevails.`,
    ],
  },
  {
    heading: '2. Booking and airway bills',
    paragraphs: [
      `Every shipment travels under an airway bill that we issue when it is booked. You must give complete and accurate details of the sender, the receiver, the contents, the weight and the value. We may rely on those details, and you are responsible for any extra cost caused by details that are wrong or incomplete, including a change of address after dispatch.`,
    ],
  },
  {
    heading: '3. Goods we do not carry',
    paragraphs: [`We do not accept the following goods, and may refuse, hold or return any shipment that we reasonably believe contains them:`],
    list: [
      'weapons, ammunition, explosives and fireworks;',
      'flammable, corrosive, toxic or radioactive substances, and other dangerous goods, except under a separate written agreement;',
      'narcotics and any goods whose possession or import is prohibited by UAE law or by the law of the destination country;',
      'cash, cheques payable to bearer, precious stones and precious metals;',
      'live animals, human remains, and perishable food without prior agreement;',
      'counterfeit goods and goods that infringe intellectual property rights.',
    ],
  },
  {
    heading: '4. Packaging, inspection and customs',
    paragraphs: [
      `You must pack every shipment so that it can withstand normal handling in a courier network. We may open and inspect any shipment, and customs or other authorities may do the same. For international shipments you must supply a truthful commercial invoice and any licence or permit the goods need; you remain the exporter or importer of record unless we agree otherwise in writing. Duties, taxes and charges raised by authorities are payable by the receiver unless you have chosen delivered-duty-paid, and by you if the receiver refuses to pay.`,
    ],
  },
  {
    heading: '5. Charges and payment',
    paragraphs: [
      `Charges are calculated on the higher of the actual and the volumetric weight, at the rates in force when the shipment is booked, and include VAT at the rate required by UAE law. Fuel surcharges, remote-area fees, re-delivery, storage and address-correction charges may apply and are shown before booking where possible. Postpaid accounts are invoiced monthly and must pay within the period stated on the invoice; prepaid accounts are charged when the airway bill is created.`,
    ],
  },
  {
    heading: '6. Delivery and failed delivery',
    paragraphs: [
      `Transit times are given in good faith but are not guaranteed, unless a guaranteed service is bought. We may deliver to the receiver, to anyone at the receiver’s address who accepts the shipment, or to a neighbour or reception desk when the receiver asks us to. If delivery fails, we try again on the next working day. After two failed attempts we contact you, and we may return the shipment to you at your cost if no instructions are received within five working days.`,
    ],
  },
  {
    heading: '7. Cash on delivery',
    paragraphs: [
      `Where cash on delivery is agreed, we collect the amount stated on the airway bill and transfer collected amounts to the account holder on the agreed schedule, less any charges due to us. We are not responsible for the sale contract between seller and buyer, nor for cheques or payments that the receiver later disputes with their bank.`,
    ],
  },
  {
    heading: '8. Our liability',
    paragraphs: [
      `If a shipment is lost or damaged while in our care, our liability is limited to the lower of its actual value, the value declared on the airway bill and AED 500 per shipment, unless you have bought additional cover, in which case the cover limit applies. We are not liable for indirect or consequential loss, such as lost profit or lost market, nor for delay, loss or damage caused by events beyond our reasonable control, including acts of authorities, severe weather, and disruption to flights or roads.`,
      `Nothing in these terms limits any right that you have under UAE consumer protection law and cannot be excluded.`,
    ],
  },
  {
    heading: '9. Claims',
    paragraphs: [
      `Visible damage must be reported within 48 hours of delivery, and loss within 30 days of the booking date, by contacting customer care with the airway bill number. Please keep the packaging and contents for inspection. We answer every claim within one working day and aim to settle accepted claims within 30 days.`,
    ],
  },
  {
    heading: '10. This website and the customer portal',
    paragraphs: [
      `You may use this website and the customer portal only for lawful purposes. Keep your login details confidential and tell us at once if you believe someone else has used them; account holders are responsible for the users they create. We may suspend access to protect the service or other customers.`,
    ],
  },
  {
    heading: '11. Law and disputes',
    paragraphs: [
      `These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. Any dispute that cannot be settled amicably with our customer care team will be decided by the courts of Dubai. We may update these terms; the version published on this page on the day a shipment is booked applies to that shipment.`,
    ],
  },
];

export const PRIVACY: readonly DocSection[] = [
  {
    heading: '1. Who is responsible for your data',
    paragraphs: [
      `${site.legalName} (“${S}”, “we”) is the controller of the personal data described in this policy. We process personal data in line with the UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021 (the PDPL), and the other laws that apply to us. You can reach us about anything in this policy at ${site.email} or by post at ${site.address}.`,
    ],
  },
  {
    heading: '2. What data we collect',
    paragraphs: [`We collect only what we need to carry shipments, run customer accounts and answer questions:`],
    list: [
      'Shipment data: names, addresses and phone numbers of senders and receivers, contents, weights, values, tracking events and proof of delivery (the name of the person who received the shipment and the time).',
      'Account data: user name, full name, company name, email address, phone numbers, address and country, and the permissions of each user.',
      'Customs data: the commercial invoice and, where the law requires it, identity or trade licence details of the importer or exporter.',
      'Payment data: invoices, payments, top-ups and cash-on-delivery amounts. We do not store card numbers; card payments are handled by our payment provider.',
      'Messages: what you send us through the contact form (name, email address, optional phone number, subject and message) and records of calls and emails with our customer care team.',
      'Technical data: the IP address and time of requests to our website and API, kept in security logs and used to protect our services, for example to limit repeated attempts to sign in or to send messages.',
    ],
  },
  {
    heading: '3. Why we use it and on what basis',
    paragraphs: [
      `We use personal data to perform our contract with you (collecting, carrying and delivering shipments, running your account, invoicing), to meet legal obligations (customs declarations, tax records, requests from authorities), and for our legitimate interests in keeping our services secure and improving them. We ask for your consent before sending marketing messages, and you can withdraw it at any time. We do not sell personal data.`,
    ],
  },
  {
    heading: '4. Cookies and local storage',
    paragraphs: [
      `We use a small number of strictly necessary cookies and similar technologies. When you sign in, a secure session cookie keeps you signed in; it is deleted when you log out or when the session expires. The cookie notice at the bottom of the page stores your choice (Accept or Close) in your browser’s local storage so that the notice is not shown again. We do not use advertising or third-party tracking cookies.`,
    ],
  },
  {
    heading: '5. Who we share data with',
    paragraphs: [
      `We share shipment data only with those who need it to complete the delivery: our delivery partners abroad, airlines and freight carriers, customs and other government authorities, and the receiver or sender of the shipment. Service providers who host our systems or process payments act on our instructions under written contracts. International shipments necessarily involve transferring data to the destination country; we make these transfers as the PDPL allows, for the performance of the contract you asked us to carry out.`,
    ],
  },
  {
    heading: '6. How long we keep it',
    paragraphs: [`We keep personal data only as long as we need it:`],
    list: [
      'shipment, customs and invoice records: five years after the shipment, as UAE tax and customs law requires;',
      'account data: while the account is open, and for five years after it is closed;',
      'contact-form messages and customer care records: two years after the last exchange;',
      'security logs: 90 days, unless needed to investigate an incident.',
    ],
  },
  {
    heading: '7. Your rights',
    paragraphs: [
      `Under the PDPL you have the right to be informed about how your data is processed, to obtain a copy of it, to have inaccurate data corrected, to have data erased when it is no longer needed, to restrict or object to processing in certain cases, and to receive data you gave us in a structured form. To use any of these rights, write to ${site.email}; we reply within 30 days. If you are not satisfied with our answer, you may complain to the UAE Data Office.`,
    ],
  },
  {
    heading: '8. Security',
    paragraphs: [
      `We protect personal data with access controls, encryption in transit, hashed passwords, limits on repeated requests, and staff training. Only people who need data for their work can see it. If a breach puts your data at risk, we will inform you and the UAE Data Office as the law requires.`,
    ],
  },
  {
    heading: '9. Changes to this policy',
    paragraphs: [
      `We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated; significant changes are also announced on the website.`,
    ],
  },
];
