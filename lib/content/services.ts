// Copy of the six service pages, keyed by the spec's slugs. Brand, phone and
// hours come from lib/site.ts so that a rebrand never touches this file.
import { SERVICE_NAMES } from './slugs';
import { site } from '@/lib/site';
import { serviceImage } from './shared';
import { SERVICE_SLUGS } from './slugs';

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface ServiceFeature {
  title: string;
  text: string;
}

export interface QA {
  question: string;
  answer: string;
}

export interface ServiceContent {
  slug: ServiceSlug;
  /** Short name, as the footer shows it. */
  name: string;
  /** The page's h1 and <title>. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  /** One paragraph under the heading, also used on /Ourservices. */
  intro: string;
  /** Illustration under public/images/services/. */
  image: string;
  features: ServiceFeature[];
  steps: ServiceFeature[];
  faqs: QA[];
  /** The article body: paragraphs of plain text. */
  body: string[];
}

const S = site.name;

const copy: Record<ServiceSlug, Omit<ServiceContent, 'slug' | 'name' | 'image'>> = {
  'domestic-parcel-service-in-dubai': {
    title: 'Domestic Parcel Service in Dubai and across the UAE',
    description:
      'Same-day parcel delivery in Dubai and next-day delivery to all seven emirates, with doorstep pickup, live tracking and proof of delivery.',
    intro: `${S} collects parcels and documents from your door and delivers them the same day within Dubai, and by the next working day anywhere in the seven emirates.`,
    features: [
      { title: 'Same-day in Dubai', text: 'Book before 12:00 and we deliver inside Dubai the same afternoon or evening.' },
      { title: 'Next day to every emirate', text: 'Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah by the next working day.' },
      { title: 'Doorstep pickup', text: 'Our riders collect from homes, offices, free zones and warehouses, with no minimum number of parcels.' },
      { title: 'Proof of delivery', text: 'Every delivery records the receiver’s name and the time, visible in tracking straight away.' },
    ],
    steps: [
      { title: 'Book', text: 'Create an airway bill in the customer portal, book as a guest, or call our hotline.' },
      { title: 'We collect', text: 'A rider collects the parcel in the pickup window you chose and scans it into our network.' },
      { title: 'We sort', text: 'The parcel is sorted at our Dubai, Abu Dhabi or Sharjah hub and routed to the right van.' },
      { title: 'We deliver', text: 'The receiver gets a call before we arrive, and you see the delivery the moment it happens.' },
    ],
    faqs: [
      {
        question: 'What is the cut-off time for same-day delivery in Dubai?',
        answer: 'Parcels booked before 12:00 and ready for collection are delivered within Dubai the same day. Later bookings go out first thing the next working day.',
      },
      {
        question: 'How much does a domestic parcel cost?',
        answer: 'The price depends on the weight, size and destination emirate. Use the rate finder for an instant quote; business accounts get monthly volume rates.',
      },
      {
        question: 'Do you deliver to free zones and remote areas?',
        answer: 'Yes. We deliver to JAFZA, DAFZA, KIZAD and the other free zones, and to remote areas such as Liwa, Dibba and the Hatta enclave, usually within two working days.',
      },
    ],
    body: [
      `A contract that must be signed by this evening, a spare part a workshop is waiting for, a birthday present that cannot be late: most parcels sent inside the UAE are urgent, and they rarely travel far. ${S} built its domestic courier service around that simple fact. Our riders and vans work in fixed zones across Dubai, so the person who collects your parcel in the morning knows the streets of Al Quoz, Deira, Jumeirah and Dubai Marina as well as the receiver does. Parcels booked before 12:00 are delivered inside Dubai on the same day, and everything else leaves our hubs on the first run of the next working day.`,
      `Beyond Dubai, a nightly line-haul links our three hubs in Dubai, Abu Dhabi and Sharjah. A parcel collected in Business Bay in the afternoon is sorted that evening, travels overnight and is on a delivery van in Abu Dhabi, Al Ain, Ajman, Umm Al Quwain, Ras Al Khaimah or Fujairah the following morning. Remote destinations such as Liwa, Ruwais, Dibba and Hatta are served on scheduled runs and usually receive their parcels within two working days. You always see the expected delivery date before you book, so there are no surprises.`,
      `Every parcel gets an airway bill number the moment it is booked. From then on each scan is visible to you and to your receiver: collected, arrived at the hub, out for delivery, delivered. Our drivers call the receiver before they arrive, which saves a wasted trip to an empty villa or a closed office. When the parcel is handed over, the receiver’s name and the exact time are recorded and shown in tracking as proof of delivery. If nobody is available, the driver records the reason and we try again the next working day, at no extra cost, before anything is returned to you.`,
      `Sending is easy whatever your volume. Individuals can book a single pickup as a guest and pay at collection. Businesses open an account, create airway bills in the customer portal, print labels on an ordinary office printer and schedule pickups for a time that suits their dispatch. Accounts can be postpaid, with a monthly invoice, or prepaid, topped up in advance, and both show every shipment and charge in one place. Documents, small parcels and cartons of up to 30 kilograms per piece travel on our standard service; heavier or oversized items can be arranged on request.`,
      `We care about the parcels we carry. Fragile items should be packed in a rigid box with at least five centimetres of cushioning on every side, and we will happily advise on packaging before you send. Prohibited goods, such as flammable liquids, weapons and anything that breaks UAE law, are never accepted. Our customer care team answers calls and messages ${site.hours}, and every question about a domestic shipment is answered by someone who can see its full tracking history. That is what a domestic courier should be: quick, predictable and easy to reach.`,
    ],
  },

  'international-courier-service-provider-in-dubai': {
    title: 'International Courier Service from Dubai to the World',
    description:
      'Send documents and parcels from Dubai to more than 220 countries with express and economy options, customs paperwork support and end-to-end tracking.',
    intro: `${S} sends documents and parcels from the UAE to more than 220 countries and territories, with a choice of express and economy services and help with every customs form.`,
    features: [
      { title: 'Express worldwide', text: 'Door-to-door delivery in 2 to 4 working days to major cities in the GCC, Europe, Asia and North America.' },
      { title: 'Economy option', text: 'A lower price for heavier, less urgent parcels, usually delivered in 5 to 8 working days.' },
      { title: 'Customs paperwork', text: 'We prepare the commercial invoice with you and check descriptions and HS codes before export.' },
      { title: 'One tracking number', text: 'Follow the parcel from pickup in the UAE to delivery abroad under the same airway bill number.' },
    ],
    steps: [
      { title: 'Get a rate', text: 'Enter the destination country, weight and size in the international rate finder.' },
      { title: 'Prepare documents', text: 'Describe the contents and their value; we help you complete the commercial invoice.' },
      { title: 'Hand it over', text: 'We collect from your door anywhere in the UAE, or you drop it at one of our hubs.' },
      { title: 'Track to delivery', text: 'Your parcel flies on the next suitable departure from Dubai and is delivered by our partner abroad.' },
    ],
    faqs: [
      {
        question: 'Which countries can I send to?',
        answer: 'We deliver to more than 220 countries and territories. A few destinations have restrictions at times; the international rate finder tells you before you book.',
      },
      {
        question: 'Who pays duties and taxes at the destination?',
        answer: 'By default the receiver pays any import duty and tax. Business accounts can choose delivered-duty-paid, in which case the charges are billed to the sender.',
      },
      {
        question: 'How do I send a parcel that contains a battery?',
        answer: 'Lithium batteries installed in a device can usually travel with the right label; loose batteries have strict limits. Tell us the exact item when you book and we will confirm.',
      },
    ],
    body: [
      `Dubai is one of the best-connected cities on earth, and ${S} puts that to work for your shipments. From our hub near Dubai International Airport, parcels reach the major cities of the GCC, South Asia, Europe, East Africa and North America on scheduled daily departures, and smaller destinations through partner networks we have worked with for years. Whether you are sending tender documents to Riyadh, samples to a buyer in Milan or a family gift to Kochi, you book with us once and follow the parcel under one airway bill number all the way to the door.`,
      `We offer two levels of service so that you pay only for the speed you need. Express is our fastest option: documents and parcels are typically delivered in two to four working days to major cities, with priority customs handling at both ends. Economy suits heavier shipments that are less urgent, such as stock replenishment or personal effects, with delivery usually in five to eight working days at a noticeably lower price per kilogram. The international rate finder shows both prices and the expected transit time before you commit, including any fuel surcharge, so the invoice holds no surprises.`,
      `Customs is where international shipments most often lose time, so we spend time on it before your parcel leaves. Every non-document shipment needs a commercial invoice that describes the contents in plain words, states their value and currency, and gives the country of manufacture. Our team checks the description and the HS code, flags items that the destination restricts, and tells you in advance if a certificate, licence or permit will be needed. A vague description such as “gift” or “samples” is the most common reason for a hold abroad; a precise one such as “two cotton shirts, men’s, size L” usually clears without questions.`,
      `Some goods need special care. Perfumes, batteries, power banks, liquids and medicines are common in UAE shipments and each is subject to airline and destination rules. We will tell you what can travel, how it must be packed and labelled, and what cannot go by air at all. Food, plants and cosmetics may need health or origin documents for certain countries. Valuables such as jewellery, watches and cash are not accepted on our standard services. When in doubt, call our team before you pack: a two-minute conversation saves days of delay.`,
      `Businesses that ship abroad regularly can open an account with monthly invoicing, delivered-duty-paid options and a dedicated account manager. Create international airway bills in the customer portal, upload several shipments at once, print labels and commercial invoices, and schedule a daily pickup. Every shipment and every charge sits in the portal, so reconciling your logistics costs at month end takes minutes rather than hours. Our customer care team is available ${site.hours} and follows every international shipment until it is delivered.`,
    ],
  },

  'import-customs-clearance-in-dubai': {
    title: 'Import and Customs Clearance in Dubai',
    description:
      'Import express shipments into the UAE with customs clearance handled for you: duty and VAT calculation, document checks, permits and delivery to your door.',
    intro: `${S} brings your express imports into the UAE and clears them through customs for you, from the document check before arrival to duty payment and delivery to your door.`,
    features: [
      { title: 'Licensed clearance', text: 'Our customs team clears express shipments at Dubai airports and the main land and sea entry points.' },
      { title: 'Duty and VAT worked out', text: 'We calculate import duty and the 5% VAT in advance and tell you the amount before you pay.' },
      { title: 'Permits arranged', text: 'We request the approvals that restricted goods need from the relevant UAE authorities.' },
      { title: 'Delivered to your door', text: 'Once cleared, the shipment joins our domestic network and is delivered anywhere in the UAE.' },
    ],
    steps: [
      { title: 'Share the details', text: 'Send us the supplier’s invoice, packing list and tracking number before the goods ship.' },
      { title: 'We check', text: 'We review descriptions, HS codes and values, and tell you about any permit or missing document.' },
      { title: 'We clear', text: 'On arrival we declare the shipment, pay duty and VAT on your behalf, and release it from customs.' },
      { title: 'We deliver', text: 'The cleared shipment is delivered to your home, office or warehouse with proof of delivery.' },
    ],
    faqs: [
      {
        question: 'How much duty will I pay on an import?',
        answer: 'Most goods attract 5% customs duty on their value including freight and insurance, plus 5% VAT. Some goods are exempt or charged differently; we confirm the amount before you pay.',
      },
      {
        question: 'Which documents do I need?',
        answer: 'A commercial invoice and the airway bill are always needed; a packing list and certificate of origin are often required. Commercial importers also need a customs client code.',
      },
      {
        question: 'Why is my shipment held at customs?',
        answer: 'The usual reasons are a missing invoice, a vague description, an undervalued item or goods that need a permit. Call us with the airway bill number and we will tell you exactly what is needed.',
      },
    ],
    body: [
      `Buying from abroad is easy; getting the goods through customs is where many importers lose days. ${S} handles the whole import journey for express shipments: we collect from your supplier through our international partners or receive a shipment already on its way, declare it to UAE customs, pay the duty and VAT on your behalf, and deliver it to your door with the rest of our domestic parcels. You deal with one company and one tracking number instead of a chain of agents.`,
      `Clearance starts before the goods arrive. Send us the supplier’s commercial invoice, the packing list and the tracking number as soon as the shipment is booked. Our customs team checks that each line has a clear description, a sensible HS code and a realistic value, and that the invoice names the importer correctly. If something is missing, such as a certificate of origin for goods that could benefit from a trade agreement, we ask for it while the parcel is still in transit rather than after it lands. Shipments that arrive with complete documents are usually cleared the same day.`,
      `In the UAE most imported goods attract 5% customs duty on their value including freight and insurance, and 5% VAT on top. Some goods are exempt, for example many medicines and certain foodstuffs, and some are charged at higher rates, such as tobacco products. Businesses registered for VAT can usually recover the import VAT through their return, provided the declaration carries their tax registration number; we make sure it does. Before we pay anything on your behalf, we send you the exact amount with a breakdown, and the receipt from customs afterwards.`,
      `A number of goods need an approval from a UAE authority before they can be released. Wireless and telecoms devices need a type approval from the Telecommunications and Digital Government Regulatory Authority; medicines, supplements and medical devices need clearance from the health authorities; food, plants and animal products are checked by the Ministry of Climate Change and Environment and the municipality; and cosmetics may need product registration. We tell you which approval applies, help you prepare the application, and hold the shipment safely in our bonded area while it is processed.`,
      `Commercial importers need a customs client code registered with Dubai Customs or the relevant emirate’s customs authority; individuals importing personal goods usually clear with their Emirates ID. If you are importing for the first time, our team explains the registration and can clear your early shipments while it is set up. Regular importers can ask for a monthly statement of duties and taxes paid, which makes bookkeeping and VAT returns much simpler. Call us ${site.hours} to talk through your next import before it ships.`,
    ],
  },

  'international-shipping-by-land-sea-air': {
    title: 'Export by Air, Land and Sea from the UAE',
    description:
      'Export cargo from the UAE by air, by road to the GCC or by sea from Jebel Ali: export documents, customs declarations and door-to-door freight in one booking.',
    intro: `When a shipment is too large for a courier parcel, ${S} exports it by air freight, by road across the GCC or by sea from Jebel Ali, with the export paperwork handled by our own team.`,
    features: [
      { title: 'Air freight', text: 'Palletised and loose cargo on scheduled flights from Dubai for shipments that cannot wait.' },
      { title: 'Road to the GCC', text: 'Full and shared truckloads to Saudi Arabia, Oman, Kuwait, Bahrain and Qatar.' },
      { title: 'Sea freight', text: 'Full and shared containers from Jebel Ali and Khalifa Port to ports worldwide.' },
      { title: 'Export documents', text: 'Export declarations, certificates of origin and packing lists prepared and filed for you.' },
      { title: 'One point of contact', text: 'A named coordinator follows your shipment from your warehouse to the consignee.' },
    ],
    steps: [
      { title: 'Tell us what you ship', text: 'Share the goods, weight, dimensions, destination and the date they are ready.' },
      { title: 'Choose the mode', text: 'We quote air, road and sea options with transit times so you can weigh cost against speed.' },
      { title: 'We prepare and declare', text: 'We collect, pack or palletise if needed, and file the export declaration and certificates.' },
      { title: 'We deliver abroad', text: 'We track the cargo to the destination and coordinate import clearance and final delivery.' },
    ],
    faqs: [
      {
        question: 'How do I choose between air, land and sea?',
        answer: 'Air is fastest and suits urgent or high-value goods. Road is the best value within the GCC. Sea is the cheapest for heavy, non-urgent cargo going beyond the region.',
      },
      {
        question: 'Do I need an export licence?',
        answer: 'Most goods need only a customs client code and an export declaration, which we file. Some goods, such as certain chemicals or dual-use items, need a permit; we check before booking.',
      },
      {
        question: 'Can you handle shared container loads?',
        answer: 'Yes. If you do not have enough cargo for a full container, we consolidate it with other shippers’ goods and you pay only for the space you use.',
      },
    ],
    body: [
      `The UAE is one of the world’s great trading crossroads, and exporting from it should be straightforward. ${S} gives exporters three ways to move goods that are too large or too heavy for a courier parcel: air freight from Dubai’s airports, road freight across the GCC, and sea freight from Jebel Ali and Khalifa Port. You tell us what you need to move and by when, we set out the options with their prices and transit times side by side, and you choose what suits the shipment and the budget.`,
      `Air freight is the choice for urgent cargo, high-value goods and anything with a short shelf life. We book space on scheduled flights from Dubai International and Al Maktoum International, collect and weigh the cargo at your premises, build it onto pallets if needed and deliver it to the airline with the right documents and labels. Most air shipments reach major destinations within three to five days door to door, including customs clearance at both ends, which makes air freight the natural next step up from an express courier.`,
      `Road freight is often the best value within the Gulf. Our trucks cross into Saudi Arabia at Ghuwaifat, into Oman at Hatta and Al Ain, and continue to Kuwait, Bahrain and Qatar on regular schedules. We offer full truckloads for large consignments and shared loads for a few pallets, with the GCC customs declarations and transit documents prepared in advance so that border crossings move quickly. A pallet leaving Dubai on a Sunday typically arrives in Riyadh or Muscat within two to four days.`,
      `For heavy and bulky goods going further afield, sea freight keeps costs down. We ship full containers and shared container loads from Jebel Ali and Khalifa Port to ports in Asia, Africa, Europe and the Americas. Less-than-container shipments are consolidated at our partner’s container freight station, so you pay only for the cubic metres your goods occupy. We advise on packing for a long sea voyage, arrange marine cargo insurance on request, and keep you informed of departure, transhipment and arrival dates.`,
      `Whatever the mode, the paperwork is where exports succeed or stall. Our team prepares the commercial invoice and packing list with you, files the export declaration with UAE customs, and obtains certificates of origin from the chamber of commerce when the buyer needs them to claim reduced duties. We check destination rules before the cargo leaves, so that nothing is refused on arrival. A single coordinator follows the shipment from your door to your consignee’s, and is reachable ${site.hours}.`,
    ],
  },

  'ecommerce-delivery-service-in-dubai': {
    title: 'E-commerce Delivery Service in Dubai and the UAE',
    description:
      'Last-mile delivery for online stores in the UAE: same-day and next-day delivery, cash on delivery, easy returns and tracking updates for your customers.',
    intro: `${S} delivers online orders to shoppers across the UAE the same day or the next day, collects cash on delivery, handles returns and keeps your customers informed at every step.`,
    features: [
      { title: 'Same-day and next-day', text: 'Same-day delivery across Dubai and next-day delivery to every emirate for orders picked up by noon.' },
      { title: 'Cash on delivery', text: 'Drivers accept cash and card; we transfer what we collect to your bank account twice a week.' },
      { title: 'Easy returns', text: 'We collect returns from your customers and bring them back to you with the reason recorded.' },
      { title: 'Updates for shoppers', text: 'Customers receive their tracking number and a call from the driver before delivery.' },
      { title: 'Bulk booking', text: 'Upload your day’s orders in one file in the customer portal, or connect through our API.' },
    ],
    steps: [
      { title: 'Connect your store', text: 'Upload orders in the portal or send them through our API; airway bills are created instantly.' },
      { title: 'Daily pickup', text: 'We collect your packed orders from your store or warehouse at a fixed time every day.' },
      { title: 'Deliver and collect', text: 'Our drivers deliver, collect cash or card payments where needed, and record proof of delivery.' },
      { title: 'Get paid', text: 'Cash collected is reconciled in the portal and transferred to your bank account twice a week.' },
    ],
    faqs: [
      {
        question: 'How quickly do I receive cash-on-delivery money?',
        answer: 'We transfer collected amounts to your bank account twice a week, with a statement in the portal that matches every payment to its airway bill.',
      },
      {
        question: 'What happens if the shopper is not at home?',
        answer: 'The driver calls the shopper, records the reason and tries again the next working day. After a second failed attempt we contact you before returning the parcel.',
      },
      {
        question: 'Is there a minimum number of orders?',
        answer: 'No. Small stores send a handful of orders a week with us; larger stores get volume rates and a daily scheduled pickup.',
      },
    ],
    body: [
      `For an online store, the delivery is the part of the shopping experience that customers remember. An order that arrives the same day, with a polite call from the driver beforehand, brings the shopper back; a parcel that goes missing for three days brings a refund request and a bad review. ${S} built its e-commerce delivery service for stores that want the first outcome every time, from small Instagram shops sending a few parcels a week to established retailers dispatching hundreds of orders a day.`,
      `Speed matters in the UAE, where shoppers are used to quick delivery. Orders collected from your premises by noon are delivered across Dubai the same day, and to Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah by the next working day. Our drivers call the shopper before they arrive and can deliver to a villa, an apartment reception, an office or a free-zone warehouse. When a shopper asks for a different time or address, the driver records the request and we deliver accordingly, without you needing to intervene.`,
      `Cash on delivery is still the preferred way to pay for many shoppers in the region, and it must be handled with care. Our drivers accept cash and card payments at the door, record the amount against the airway bill, and hand the money in at the hub the same evening. Each payment appears in the customer portal, and we transfer the collected total to your bank account twice a week with a statement that ties every dirham to an order. Reconciling cash-on-delivery income becomes a matter of comparing two lists that already match.`,
      `Returns are part of online retail, and a smooth return keeps a customer loyal. When a shopper refuses a parcel or asks to send an item back, we collect it, record the reason, and return it to your store or warehouse on our next run. You see every return in the portal with its status, so that you can restock or refund quickly. For stores that prefer it, we can also exchange an item in a single visit: the driver delivers the replacement and collects the original at the same time.`,
      `Getting started takes an afternoon. Open a business account, upload your orders as a spreadsheet in the customer portal or send them through our API, print the labels and pack the parcels. We collect at the same time each day, and your shoppers receive their airway bill number so they can follow their order on our tracking page. Our team answers your questions ${site.hours}, and every account has a named contact who knows your business and your delivery patterns.`,
    ],
  },

  'ecommerce-fulfilment-service-in-dubai': {
    title: 'E-commerce Fulfilment Service in Dubai',
    description:
      'Store your stock in our Dubai warehouse and let us pick, pack and ship every online order the same day, with returns and live stock levels in the portal.',
    intro: `${S} stores your products in our Dubai fulfilment centre, then picks, packs and ships every online order the same day, so that you can spend your time on growing the business.`,
    features: [
      { title: 'Secure storage', text: 'Shelving, pallet racking and a climate-controlled area for cosmetics, perfumes and electronics.' },
      { title: 'Same-day pick and pack', text: 'Orders received before 14:00 are picked, packed and dispatched on the same working day.' },
      { title: 'Branded packaging', text: 'Your boxes, inserts and gift wrap used for every order, or our neutral packaging if you prefer.' },
      { title: 'Live stock levels', text: 'See stock, inbound deliveries and low-stock alerts in the customer portal at any time.' },
    ],
    steps: [
      { title: 'Send us stock', text: 'Book an inbound delivery; we count, inspect and shelve every item within one working day.' },
      { title: 'Orders arrive', text: 'Orders from your store reach us through the portal or API as soon as shoppers pay.' },
      { title: 'Pick, pack, ship', text: 'We pick the right items, pack them with your inserts and hand them to our delivery network.' },
      { title: 'Returns and restock', text: 'Returned items are inspected and, if saleable, put back into stock the same day.' },
    ],
    faqs: [
      {
        question: 'How is fulfilment priced?',
        answer: 'You pay for storage by shelf or pallet space per month, a fee per order picked and packed, and the delivery charge. There are no set-up fees and no long contracts.',
      },
      {
        question: 'Can you store products that need a cool environment?',
        answer: 'Yes. Part of our warehouse is climate-controlled for cosmetics, perfumes, supplements and electronics. We do not store frozen or chilled food.',
      },
      {
        question: 'How do I know how much stock I have?',
        answer: 'The portal shows live stock for every product, with inbound deliveries, orders in progress and alerts when an item falls below the level you set.',
      },
    ],
    body: [
      `Most online stores start by packing orders on the kitchen table. It works for the first few dozen orders a week; after that, packing takes over the evenings, the spare room fills with cartons and mistakes start to creep in. ${S} offers fulfilment for exactly that moment. You send your stock to our fulfilment centre in Dubai, and from then on every order is picked, packed and dispatched by our team, while you focus on products, marketing and customers.`,
      `When your stock arrives, we count every carton against your delivery note, inspect the items, label them with a barcode if they do not already have one, and shelve them in a fixed location. Within one working day of arrival, the stock appears in the customer portal and is ready to sell. Our warehouse has shelving for small items, pallet racking for bulk stock and a climate-controlled area for products that do not like the UAE summer, such as cosmetics, perfumes, supplements and electronics. The building is monitored day and night and access is limited to trained staff.`,
      `Orders reach us as soon as your customers pay, through the portal, a spreadsheet upload or our API. Orders received before 14:00 are picked, packed and handed to our delivery network on the same working day, which means next-day or even same-day delivery for your shoppers across the UAE. Every order is picked by scanning barcodes, so the wrong size or colour is caught before the box is closed. We pack with your branded boxes, tissue paper, thank-you cards or samples if you supply them, or in our plain, sturdy packaging if you do not.`,
      `Fulfilment and delivery under one roof remove the hand-offs where parcels go missing. Because the same company stores, packs and delivers your orders, a shopper’s question about a late parcel can be answered in one call, with the pick time, the dispatch time and the delivery scans on the same screen. Cash on delivery, returns and exchanges work exactly as they do on our e-commerce delivery service, with collected payments transferred to your bank account twice a week.`,
      `Returns are inspected on arrival. Items in saleable condition go back on the shelf the same day and your stock figure is updated; damaged items are set aside and photographed so that you can decide what to do with them. Monthly reports show your best sellers, slow-moving stock and storage use, which makes it easier to plan the next purchase order. There are no set-up fees and no long contracts: you pay for the space you use and the orders we ship. Talk to our team ${site.hours} to plan your move into fulfilment.`,
    ],
  },
};

export const SERVICES: readonly ServiceContent[] = SERVICE_SLUGS.map((slug) => ({
  slug,
  name: SERVICE_NAMES[slug],
  image: serviceImage(slug),
  ...copy[slug],
}));

export function getService(slug: string): ServiceContent | undefined {
  return SERVICES.find((s) => s.slug === slug);
}
