// The five blog articles as data: the list page, the article pages, their
// metadata and structured data all read from here. Bodies are plain sections
// (rendered as h2 / p / ul) with links modelled as data, never raw HTML.
import { servicePath } from '../routes';
import { BLOG_MEDIA } from './shared';
import { BLOG_SLUGS, SERVICE_SLUGS } from './slugs';

export type BlogSlug = (typeof BLOG_SLUGS)[number];

export interface InlineLink {
  label: string;
  href: string;
}

/** A paragraph is plain text, or a run of text and links rendered inline. */
export type Paragraph = string | readonly (string | InlineLink)[];

export interface Section {
  heading?: string;
  paragraphs: Paragraph[];
  list?: string[];
}

export interface BlogPost {
  slug: BlogSlug;
  title: string;
  excerpt: string;
  /** Meta description, 140–160 characters. */
  description: string;
  /** Path under public/. */
  image: string;
  imageAlt: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  body: Section[];
}

const service = (label: string, slug: (typeof SERVICE_SLUGS)[number]): InlineLink => ({ label, href: servicePath(slug) });
const ecommerce = (label: string) => service(label, 'ecommerce-delivery-service-in-dubai');
const international = (label: string) => service(label, 'international-courier-service-provider-in-dubai');

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: BLOG_SLUGS[0],
    title: 'Why the Best E-commerce Delivery Service in Dubai Is Revolutionizing Online Shopping',
    excerpt:
      'Same-day slots, card on delivery and tracking that answers questions before they are asked: how the right delivery partner changes online shopping in Dubai.',
    description:
      'How a strong e-commerce delivery service in Dubai lifts online stores: same-day routes, cash and card on delivery, Ramadan peaks, returns and GCC shipping.',
    image: BLOG_MEDIA[BLOG_SLUGS[0]].image,
    imageAlt: 'A white delivery van with parcels and a smartphone shopping bag in front of the Dubai skyline',
    datePublished: BLOG_MEDIA[BLOG_SLUGS[0]].datePublished,
    body: [
      {
        paragraphs: [
          'Online shopping in Dubai has grown up. A few years ago, shoppers accepted that an order placed on Sunday might turn up on Thursday, and that they would spend part of the week chasing a driver on the phone. Today the same shopper expects to choose a delivery slot, follow the parcel online and pay by card at the door. The retailers who meet those expectations are not always the biggest; very often they are the ones who picked the right delivery partner.',
          'This article looks at what a strong e-commerce delivery service actually does for an online store in the UAE, why it changes the way people shop, and what to ask before you sign up with one.',
        ],
      },
      {
        heading: 'Delivery is now part of the product',
        paragraphs: [
          'For a customer in Dubai Marina or Al Barsha, the parcel arriving at the door is the only physical contact they will ever have with an online brand. A late or damaged delivery is remembered as a bad product, not a bad courier. That is why the delivery promise shown at checkout (today, tomorrow or a chosen slot) has become as important as price and range.',
          'A good delivery partner lets a store make that promise with confidence. It publishes clear cut-off times, runs enough routes to keep them, and sends the store and the shopper the same tracking events, so nobody has to guess where an order is.',
        ],
      },
      {
        heading: 'Same-day and next-day delivery become realistic',
        paragraphs: [
          'Dubai is compact enough for same-day delivery to work well, but only when the operation is built for it. Orders need to be collected from the store or warehouse in the morning, sorted at a hub the same afternoon and loaded onto routes planned around the real traffic on Sheikh Zayed Road, Al Khail Road and Emirates Road rather than around straight lines on a map.',
          'At Saqr Express, orders booked before 12:00 can be delivered across Dubai the same day, and next-day delivery reaches all seven emirates, from Abu Dhabi and Al Ain to Ras Al Khaimah and Fujairah. For a small store, that means matching the delivery promises of the big marketplaces without running a fleet of its own.',
        ],
      },
      {
        heading: 'Cash on delivery without the headaches',
        paragraphs: [
          'Cash on delivery is still popular in the UAE, especially for first orders from a new store, higher-value items and shoppers who prefer not to type card details into a website. COD builds trust, but it also creates work: cash has to be collected, reconciled and paid back to the merchant, and refused orders have to travel back to the warehouse.',
          'A mature e-commerce courier treats COD as a financial service rather than a favour. Look for:',
        ],
        list: [
          'Card-on-delivery terminals as well as cash, so the shopper can choose at the door.',
          'A regular, predictable remittance cycle, with a statement that matches each payment to an airway bill.',
          'A call or message to the customer before the driver sets off, which cuts down refused and failed deliveries.',
          'Clear return-to-origin rules and charges for orders the customer refuses.',
        ],
      },
      {
        heading: 'Peaks: Ramadan, White Friday and the Dubai Shopping Festival',
        paragraphs: [
          'The UAE shopping calendar has its own rhythm. Orders build through Ramadan as families buy gifts, clothing and food for Eid; they rise again around White Friday in November, during the Dubai Shopping Festival in December and January, and before the school year starts in late August. National Day sales in early December add another busy week.',
          'During Ramadan, delivery windows shift as well. Many customers prefer evening deliveries after iftar, office hours are shorter and traffic patterns change. A delivery partner that plans capacity early, adds evening routes and tells you in advance about changed cut-off times protects your sales in exactly the weeks that matter most.',
          'Before each peak, share your expected order volumes with your courier, agree the pickup times you will need and check that your packaging stock will last. It is much easier to add a second daily pickup in February than in the middle of Ramadan.',
        ],
      },
      {
        heading: 'Tracking and communication that customers trust',
        paragraphs: [
          'Most delivery complaints are really questions. Where is my order? When will it arrive? Can it come tomorrow instead? Good tracking answers them before the customer picks up the phone. Every scan, from collection and hub arrival to out for delivery and delivered, should be visible to both the store and the shopper, together with each delivery attempt and the name of the person who received the parcel.',
          'Address quality matters too. Many UAE addresses are descriptive rather than precise, so drivers rely on building names, landmarks and phone calls. A courier that confirms the location before dispatch, and lets customers share a map pin, delivers at the first attempt far more often.',
        ],
      },
      {
        heading: 'Returns are part of the experience',
        paragraphs: [
          'Fashion and electronics stores in particular see a steady flow of returns and exchanges. When a courier can collect the return on the same visit as the replacement, or schedule a pickup from the customer’s door at a convenient time, the refund is processed faster and the customer is far more likely to order again.',
        ],
      },
      {
        heading: 'From the UAE to the GCC and beyond',
        paragraphs: [
          'Many Dubai stores find that their next customers are in Riyadh, Kuwait City, Doha, Manama or Muscat. Cross-border orders bring customs paperwork, duties and longer transit times into the picture, so it pays to work with a courier that handles both the local last mile and the international leg. That way the same account, the same airway bills and the same tracking cover every order, wherever it goes.',
        ],
      },
      {
        heading: 'What to ask before you choose',
        paragraphs: ['Before you commit to an e-commerce delivery partner, ask these questions and compare the answers in writing:'],
        list: [
          'What are your pickup and cut-off times for same-day and next-day delivery, and do they change during Ramadan?',
          'How many delivery attempts are included, and what happens after a failed attempt?',
          'How, and how often, are COD collections paid out?',
          'Can I create airway bills and schedule pickups online, and can my staff have their own logins?',
          'How do you handle returns, exchanges and refused parcels?',
          'Which countries can you deliver to from the same account?',
        ],
      },
      {
        heading: 'How Saqr Express can help',
        paragraphs: [
          [
            'Our ',
            ecommerce('e-commerce delivery service in Dubai'),
            ' combines same-day and next-day routes, cash and card on delivery, and a customer portal where you create airway bills, schedule pickups, manage sender and receiver addresses and check invoices. When your store starts selling abroad, our ',
            international('international courier service'),
            ' carries your parcels to the GCC and worldwide under the same account.',
          ],
          'Online shopping in Dubai is being reshaped by delivery more than by anything else. Choose a partner that treats each parcel as part of your brand, and your customers will notice the difference.',
        ],
      },
    ],
  },
  {
    slug: BLOG_SLUGS[1],
    title: 'Cost vs Speed: Analyzing the Value of the Fastest International Courier Services',
    excerpt:
      'Express costs more per kilogram, but a delay can cost far more. A practical way for UAE businesses to decide when speed is worth paying for.',
    description:
      'Express or economy? How UAE shippers can weigh courier rates, volumetric weight, surcharges and duties against the real cost of a late international delivery.',
    image: BLOG_MEDIA[BLOG_SLUGS[1]].image,
    imageAlt: 'A balance scale weighing a stack of coins against a clock, with a plane taking off',
    datePublished: BLOG_MEDIA[BLOG_SLUGS[1]].datePublished,
    body: [
      {
        paragraphs: [
          'When a shipment has to leave Dubai for London, Mumbai or Riyadh, the first question is usually “how much?” and the second is “how fast?”. The two pull in opposite directions. Express services cost more per kilogram; economy and freight services are cheaper but slower and less predictable. The right answer depends less on the rate card than on what a delay would cost you.',
          'This article explains what the price of express shipping covers, how international courier charges are built up, and a simple way to decide, shipment by shipment, whether speed is worth paying for.',
        ],
      },
      {
        heading: 'What you are paying for with express',
        paragraphs: [
          'The price of an express international courier service covers more than a seat on a faster aircraft. It pays for a door-to-door network that controls the shipment from pickup to delivery, priority handling at every hub, customs data sent ahead so clearance can start before the plane lands, and detailed tracking at each step.',
          'Economy services often use the same airports but wait for space on flights, consolidate more shipments together and hand over to local partners at destination. Sea and land freight go further still: a lower cost per kilogram, but transit times measured in weeks rather than days.',
        ],
      },
      {
        heading: 'How the price is calculated',
        paragraphs: ['Understanding the bill makes any comparison fairer. Most international courier prices are built from a few parts:'],
        list: [
          'Chargeable weight: the greater of the actual weight and the volumetric weight. Many express carriers calculate volumetric weight as length × width × height in centimetres divided by 5,000, so a large, light box can cost far more than its scale weight suggests.',
          'Zone or destination: rates rise with distance and with how hard the destination is to serve.',
          'Surcharges: fuel surcharges that move with oil prices, remote-area charges, and handling fees for oversized or non-stackable pieces.',
          'Duties and taxes at destination, and who pays them: the sender under DDP terms, the receiver under DAP terms.',
        ],
      },
      {
        paragraphs: [
          'When you compare quotes, compare the total for the same chargeable weight, the same destination and the same terms for duties. A headline rate that leaves out the fuel surcharge is not a like-for-like price, and neither is a quote that assumes the receiver will happily pay import charges at the door.',
        ],
      },
      {
        heading: 'The hidden cost of slow',
        paragraphs: ['A slower service saves money only if nothing else is lost while the parcel travels. Consider what a few extra days mean in practice:'],
        list: [
          'A spare part for a stopped production line or a generator on a construction site: every idle day costs wages, penalties and goodwill.',
          'A customer order from an online store: the longer the wait, the more likely a cancellation, a refund request or a poor review.',
          'Tender documents, visa papers or signed contracts: if they miss the deadline, the cheaper rate is irrelevant.',
          'Samples for a buyer abroad: arriving after the buying decision has been made is the same as not arriving at all.',
        ],
      },
      {
        paragraphs: [
          'On the other side, plenty of shipments are not urgent. Replenishment stock planned weeks ahead, archive documents and personal effects can travel by economy or freight without harm, and paying for express on them is money that could be spent elsewhere.',
        ],
      },
      {
        heading: 'A simple way to decide',
        paragraphs: [
          'Put a rough number on the cost of one day’s delay for the shipment in front of you. Multiply it by the difference in transit time between the express and the economy option. If the result is bigger than the difference in price, express is the cheaper choice overall, even though its invoice is larger.',
          'The estimate does not need to be precise. Ask who is waiting for the shipment, what they cannot do until it arrives and what happens if it is late. For a machine that is down, the answer is obvious; for a carton of brochures for next quarter, it is just as obvious in the other direction. The difficult cases are in the middle, and that is where an honest conversation with your courier about realistic transit times pays off.',
        ],
      },
      {
        heading: 'Ways to get speed without overpaying',
        paragraphs: ['You can often keep the speed of express while trimming its cost:'],
        list: [
          'Pack smaller. Right-size boxes to cut volumetric weight, and avoid oversized cartons filled with void fill.',
          'Consolidate. Send one larger express shipment a week to a regular destination instead of several small ones.',
          'Book before the cut-off. A shipment collected in the morning often leaves on the same night’s flight; one booked late in the evening may lose a day.',
          'Get the paperwork right first time. A customs hold caused by a vague invoice erases the advantage of express.',
          'Mix services. Send the urgent items express and the rest of the order by economy or freight.',
          'Ask about account rates. Regular shippers usually qualify for better pricing than walk-in customers.',
        ],
      },
      {
        heading: 'Speed at home matters too',
        paragraphs: [
          'International transit time starts when the parcel is collected, not when it reaches the airport. If your customers are in the UAE as well as abroad, a courier that runs both domestic and international routes can collect everything in one visit.',
          [
            'For online sellers, our ',
            ecommerce('e-commerce delivery service in Dubai'),
            ' handles local same-day and next-day orders, while parcels for customers abroad join the export network from the same pickup.',
          ],
        ],
      },
      {
        heading: 'Choosing the right partner',
        paragraphs: [
          [
            'Our ',
            international('international courier service from Dubai'),
            ' offers express and economy options to destinations worldwide, with clear chargeable-weight quotes, tracking from pickup to delivery and customs support at both ends. Tell us what the shipment is, where it is going and when it must arrive, and we will recommend the service that gives you the best value rather than simply the lowest price.',
          ],
          'Cost and speed are not enemies. Once you know what a delay really costs, choosing between them becomes a business decision instead of a guess.',
        ],
      },
    ],
  },
  {
    slug: BLOG_SLUGS[2],
    title: 'Last-Minute Orders? No Worries with the Fastest International Shipping',
    excerpt:
      'Cut-off times, ready-made paperwork and the right service level: how to get an urgent shipment out of the UAE and delivered on time.',
    description:
      'Urgent shipment leaving the UAE? Know the cut-off times, the paperwork to prepare, regional weekends and peak dates, so last-minute orders still arrive on time.',
    image: BLOG_MEDIA[BLOG_SLUGS[2]].image,
    imageAlt: 'A stopwatch, a stack of parcels and a plane flying over a globe',
    datePublished: BLOG_MEDIA[BLOG_SLUGS[2]].datePublished,
    body: [
      {
        paragraphs: [
          'Every business has them: the customer who orders at four in the afternoon and needs the goods in Riyadh tomorrow, the contract that must be signed in London by Monday, the Eid gift that was forgotten until the last week of Ramadan. Last-minute international shipments are stressful, but with the right preparation and the right courier most of them can still arrive on time.',
        ],
      },
      {
        heading: 'Know your cut-off times',
        paragraphs: [
          'The most important number in urgent shipping is the cut-off: the latest time a parcel can be collected or dropped off and still make tonight’s flight. Miss it by ten minutes and you may lose a whole day, or more if the next day is a weekend at the destination.',
          'Ask your courier for the cut-off that applies to your area and destination, and keep it where the whole team can see it. Remember that working weeks differ across the region: UAE government offices work Monday to Friday, while Saudi Arabia, Kuwait, Qatar, Bahrain and Oman keep a Sunday-to-Thursday week. A shipment collected on a Thursday evening for Riyadh may therefore not be delivered until Sunday.',
        ],
      },
      {
        heading: 'Prepare before the emergency',
        paragraphs: [
          'Urgent shipments go wrong for predictable reasons: no airway bill, a missing invoice, a box that is too big, or nobody at the pickup address when the driver arrives. You can remove most of these risks in advance:',
        ],
        list: [
          'Open an account with your courier so you can book and print airway bills online at any hour, instead of filling in forms while the driver waits.',
          'Save your regular receivers in your address book, with full street addresses, postcodes where the country uses them, and a phone number that will be answered.',
          'Keep a template commercial invoice for the products you send most often, with descriptions, HS codes, values and country of origin already filled in.',
          'Stock a few sturdy boxes in common sizes, plus tape, bubble wrap and waterproof document envelopes.',
          'Decide who in your team may authorise an express shipment and approve its cost, so nobody waits for a signature.',
        ],
      },
      {
        heading: 'Book, pack and hand over quickly',
        paragraphs: [
          'When the urgent request arrives, work in this order. First, book the pickup so that a driver is on the way. Second, create the airway bill and the commercial invoice. Third, pack the goods and attach the documents in a clear pouch on the outside of the box. If the driver arrives before you are ready, the shipment waits; if the paperwork is ready before the driver, nothing is lost.',
          'Describe the goods precisely. “Spare parts” or “samples” will slow customs down; “stainless steel impeller for an industrial water pump, one piece” will not. Declare the real value, even for free samples, and state clearly when the goods have no commercial value.',
        ],
      },
      {
        heading: 'Choose the right service level',
        paragraphs: [
          'Not every last-minute shipment needs the most expensive option. Inside the UAE, same-day delivery covers most urgent local needs: with Saqr Express, orders booked before 12:00 are delivered across Dubai the same day.',
          [
            'Online stores with urgent local orders can rely on our ',
            ecommerce('same-day e-commerce delivery service in Dubai'),
            ', which also offers next-day delivery to every emirate.',
          ],
          'For international shipments, express services travel on scheduled flights with priority handling and customs data sent ahead. Within the GCC an express parcel can often reach major cities in a day or two; further destinations take longer, depending on flight connections and customs. Ask for an estimated delivery date before you book, not after.',
        ],
      },
      {
        heading: 'Watch out for items that slow things down',
        paragraphs: [
          'Some goods cannot move quickly, however urgent they are. Loose lithium batteries, perfumes and aerosols are treated as dangerous goods in air transport and need special handling, or may not be accepted on express services at all. Medicines, food supplements, cosmetics and telecom devices may need permits or registrations at destination. Check before you promise a delivery date to your customer.',
        ],
      },
      {
        heading: 'Keep the receiver informed',
        paragraphs: [
          'Share the tracking number with the receiver as soon as you have it, together with the expected delivery date and any duties they may have to pay. A receiver who knows the parcel is coming is more likely to be available, and to answer the courier’s call from an unfamiliar number.',
          'If duties must not hold up delivery, ship on DDP terms so that the charges are billed to you rather than collected at the door. For business documents, include the receiver’s direct phone number and the name of a colleague who can sign if they are away.',
        ],
      },
      {
        heading: 'Peak seasons and holidays',
        paragraphs: [
          'Last-minute rushes cluster around the same dates every year: the final days of Ramadan before Eid al-Fitr, the weeks before Eid al-Adha, White Friday, Christmas and New Year for shipments to Europe and North America, and the end of each quarter for business documents. Airline capacity is tighter, customs offices may work shorter hours on public holidays, and every courier is busier.',
          'In those weeks, book earlier than you normally would, confirm holiday closures at the destination and build an extra day into any promise you make. A shipment that arrives a day early never causes a complaint.',
        ],
      },
      {
        heading: 'Let us handle the rush',
        paragraphs: [
          [
            'The team behind our ',
            international('international courier service in Dubai'),
            ' handles urgent exports every day, from a single envelope to multi-piece shipments. Book online at any time, or call us during working hours, Monday to Saturday from 08:00 to 18:00, and we will confirm the fastest option for your destination.',
          ],
          'Last-minute orders will never disappear. With your paperwork ready, your cut-off times known and a courier that answers the phone, they no longer have to be an emergency.',
        ],
      },
    ],
  },
  {
    slug: BLOG_SLUGS[3],
    title: 'Avoiding Delays: How to Prepare Your Shipments for Smooth Customs Clearance Services',
    excerpt:
      'Most customs holds start with a vague description or a missing permit. A practical checklist for clearing shipments through UAE ports and airports without delay.',
    description:
      'Prepare shipments for smooth UAE customs clearance: commercial invoices, HS codes, true values, permits for controlled goods, packing and GCC export paperwork.',
    image: BLOG_MEDIA[BLOG_SLUGS[3]].image,
    imageAlt: 'A customs checklist on a clipboard with ticked boxes, next to a labelled parcel and an approval stamp',
    datePublished: BLOG_MEDIA[BLOG_SLUGS[3]].datePublished,
    body: [
      {
        paragraphs: [
          'Most customs delays are not caused by customs. They start weeks earlier, when a product description is copied from a catalogue, a value is rounded down or a permit is forgotten. Whether you are importing stock through Dubai International Airport, Jebel Ali Port or Abu Dhabi, or exporting parcels to customers in the GCC and beyond, a little preparation turns customs clearance from a worry into a routine step.',
        ],
      },
      {
        heading: 'How customs clearance works in the UAE',
        paragraphs: [
          'Every shipment that crosses the UAE border is declared to customs. For express parcels, the courier files the declaration electronically on behalf of the importer or exporter, using the information on the airway bill and the commercial invoice. Customs assesses the declaration, may inspect the parcel, and calculates duties and taxes. Once these are paid or guaranteed, the shipment is released for delivery.',
          'The UAE applies the GCC common customs tariff, under which most goods attract a customs duty of 5% of their CIF value, meaning the cost of the goods plus insurance and freight, and 5% VAT is also due on imports. Some goods are exempt, while others, such as tobacco and alcohol, carry much higher rates. Low-value shipments may qualify for simplified treatment, but rules and thresholds change, so check the current position with your courier before you promise a customer that no charges will apply.',
        ],
      },
      {
        heading: 'Get the commercial invoice right',
        paragraphs: [
          'The commercial invoice is the document customs reads most closely. It should be issued on company letterhead, written in English or Arabic, signed, and it should include:',
        ],
        list: [
          'Full names, addresses and phone numbers of the shipper and the receiver, plus the receiver’s trade licence or customs code for business imports.',
          'A clear description of each item: what it is, what it is made of and what it is used for.',
          'The quantity, unit value, total value and currency of each line.',
          'The HS (Harmonized System) code of each item.',
          'The country of origin, meaning where the goods were made rather than where they were shipped from.',
          'The Incoterm, such as DAP or DDP, which shows who pays the duties.',
          'The reason for export: sale, sample, repair, return or gift.',
        ],
      },
      {
        heading: 'Descriptions and HS codes',
        paragraphs: [
          'Vague descriptions are the most common reason for a customs query. “Parts”, “accessories”, “gift” or “electronics” tell an officer nothing, so the shipment is held until someone explains. Write descriptions that would let a stranger picture the item: “women’s knitted cotton dresses”, “silicone mobile phone cases”, “LED ceiling light fittings, 220 volt”.',
          'HS codes classify goods for duty and trade statistics. The first six digits are shared by most countries, and the UAE and the other GCC states add further digits of their own. Using the right code avoids disputes over duty rates and helps customs see at once whether a permit is needed. If you are not sure, ask your courier or customs broker before the shipment leaves, not after it arrives.',
        ],
      },
      {
        heading: 'Declare the real value',
        paragraphs: [
          'Under-declaring value to reduce duty is tempting and risky. Customs compares declared values with known prices and may reassess the shipment, hold it until you prove what was paid, or impose penalties. Attach the payment receipt or order confirmation when you can, and declare samples and free-of-charge items at a realistic value marked “no commercial value” rather than at zero.',
        ],
      },
      {
        heading: 'Controlled goods need permits',
        paragraphs: ['Some products can be imported only with approval from the relevant UAE authority, obtained before the shipment arrives. Typical examples include:'],
        list: [
          'Medicines, medical devices and some food supplements, which are regulated by the health authorities.',
          'Cosmetics, personal care products and foodstuffs, which generally need registration with the municipality.',
          'Wireless and telecom equipment, which needs type approval from the Telecommunications and Digital Government Regulatory Authority (TDRA).',
          'Chemicals, drones, plants, seeds and similar goods, which need approval from their own regulators.',
        ],
      },
      {
        paragraphs: [
          'Prohibited goods, such as narcotics, cannot be imported at all. If you are unsure whether a product is controlled, ask first: a shipment held for a missing permit can wait a long time, and may end up being returned to the sender or destroyed.',
        ],
      },
      {
        heading: 'Packing and labelling for inspection',
        paragraphs: [
          'Customs may open any parcel. Pack so that the contents can be inspected and repacked without damage, put one copy of the invoice in a pouch on the outside and another inside, and label every piece of a multi-piece shipment with the airway bill number and its position, such as “1 of 3”. Batteries, perfumes and other dangerous goods must be declared and packed according to air transport rules, never hidden among other items.',
        ],
      },
      {
        heading: 'Exports and the GCC',
        paragraphs: [
          'Exports need the same care. Customs authorities in Saudi Arabia, Kuwait, Qatar, Bahrain and Oman each have their own documentation and registration requirements, and some expect the importer to be registered before a shipment can be cleared. Goods of GCC origin can move between member states with reduced or no duty when they carry a valid certificate of origin, so keep those documents ready if your products qualify.',
          'Returns deserve a thought too. Goods that go abroad for repair or exhibition and come back again can often be treated differently from new imports, but only if the paperwork shows that they are the same goods. Keep serial numbers and the original export documents together.',
        ],
      },
      {
        heading: 'Let an expert handle clearance',
        paragraphs: [
          [
            'Our ',
            international('international courier service'),
            ' includes customs declarations at origin and destination, and our team checks invoices before shipments leave Dubai, so most queries are solved before they can cause a delay. For online stores, our ',
            ecommerce('e-commerce delivery service in Dubai'),
            ' then takes cleared imports straight to your customers across the UAE.',
          ],
          'A short checklist before each shipment, covering the description, HS code, real value, origin, permits and contact details, saves days at the border. Make it a habit and customs clearance becomes the quietest part of your supply chain.',
        ],
      },
    ],
  },
  {
    slug: BLOG_SLUGS[4],
    title: '5 Signs You’re Using the Best International Parcel Service in UAE',
    excerpt:
      'Honest quotes, useful tracking, customs help, reliable pickups and a real person on a bad day: five ways to tell whether your courier is serving you well.',
    description:
      'Five signs your international parcel service in the UAE is the right one: honest quotes, useful tracking, customs support, reliable pickups and real people.',
    image: BLOG_MEDIA[BLOG_SLUGS[4]].image,
    imageAlt: 'A shield with a check mark surrounded by parcels and stars',
    datePublished: BLOG_MEDIA[BLOG_SLUGS[4]].datePublished,
    body: [
      {
        paragraphs: [
          'Changing courier feels like hard work, so many businesses stay with the one they have long after it stops serving them well. Yet the difference between an average international parcel service and a good one shows up every week: in delivery times, in customer complaints, in surprise charges and in the hours your staff spend chasing parcels. Here are five signs that you already have the right partner, or that it is time to look around.',
        ],
      },
      {
        heading: '1. Your quotes match your invoices',
        paragraphs: [
          'A good courier tells you the full price before you ship: the rate for the chargeable weight, the fuel surcharge, any remote-area or oversize fees, and whether duties will be billed to you or collected from the receiver. When the invoice arrives, it matches the quote.',
          'If your invoices regularly contain charges nobody mentioned, or you cannot work out how the chargeable weight was calculated, treat that as a warning sign. Ask for a breakdown of every line. A courier that is confident in its pricing will be happy to explain it.',
        ],
      },
      {
        heading: '2. Tracking tells you something useful',
        paragraphs: [
          'Tracking should say more than “in transit”. You should see when the parcel was collected, when it left the UAE, when it arrived in the destination country, when it cleared customs, when it went out for delivery and who signed for it. When something goes wrong, the tracking should say what happened, whether an address problem, a customs query or a receiver who was not available, so you can act on it.',
          'The best services also let you track several airway bills at once, and search by your own reference as well as by airway bill number, so your customer service team can answer a question in seconds instead of opening a ticket.',
        ],
      },
      {
        heading: '3. Customs problems get solved, not passed back',
        paragraphs: [
          'International parcels cross at least two customs borders. A strong courier checks your documents before the shipment leaves Dubai, tells you when a description or a value will cause trouble, and has people at destination who deal with customs queries directly. You hear about a problem when it needs your decision, not three days after the parcel stopped moving.',
          'If your parcels often sit in customs while you exchange emails with a call centre, your courier is passing its own job back to you.',
        ],
      },
      {
        heading: '4. Pickups happen when promised',
        paragraphs: [
          'Reliability starts at your door. The driver arrives within the agreed window, cut-off times are respected, and a pickup booked online is confirmed without a phone call. During busy weeks such as Ramadan, White Friday and the run-up to Christmas, the courier adds capacity instead of quietly moving your collection to the next day.',
          'Self-service tools make all of this easier. With an online account you should be able to:',
        ],
        list: [
          'create and print airway bills, one at a time or in batches;',
          'schedule pickups and look back through your pickup history;',
          'save sender and receiver addresses for repeat shipments;',
          'give colleagues their own logins with the right permissions;',
          'view invoices and payment dues, or top up a prepaid account.',
        ],
      },
      {
        heading: '5. A person answers when it matters',
        paragraphs: [
          'Automation handles routine work, but exceptions need people. When a high-value parcel is delayed, or a client is waiting in a hotel abroad for documents that must arrive before a meeting, you need someone who knows your account, can see the shipment and can make a decision. Judge your courier by how quickly a real person responds on a bad day, and by how fairly claims for loss or damage are handled.',
        ],
      },
      {
        heading: 'What the best services also do',
        paragraphs: [
          'Beyond the five signs, the strongest international parcel services in the UAE share a few habits. They advise on packaging to reduce volumetric weight, offer both express and economy options so you can balance cost against speed, and cover the domestic last mile as well as the international leg, so a single account handles every parcel you send.',
          [
            'If you sell online, check that your courier can also deliver inside the UAE on the same day or the next day. Our ',
            ecommerce('e-commerce delivery service in Dubai'),
            ' covers local orders, cash on delivery and returns, alongside international shipping from the same account.',
          ],
        ],
      },
      {
        heading: 'Time for a review?',
        paragraphs: [
          'Score your current courier against the five signs. If it passes all five, keep it and tell it so; good service deserves loyalty. If it fails two or more, arrange a trial with another provider on one of your regular routes and compare the results side by side over a month, looking at transit times, customs holds, invoice accuracy and how your customers react.',
          [
            'Saqr Express would welcome the comparison. Our ',
            international('international courier service provider in Dubai'),
            ' ships documents and parcels from the UAE to the GCC and worldwide, with clear quotes, detailed tracking, customs support and an online portal for your whole team. Call our hotline or send us a message, and we will show you what a good international parcel service looks like.',
          ],
        ],
      },
    ],
  },
];

const bySlug = new Map<string, BlogPost>(BLOG_POSTS.map((p) => [p.slug, p]));

/** The article with this exact slug (as the spec spells it), if any. */
export function getPost(slug: string): BlogPost | undefined {
  return bySlug.get(slug);
}

/** The plain text of a paragraph, links included. */
export function paragraphText(p: Paragraph): string {
  return typeof p === 'string' ? p : p.map((part) => (typeof part === 'string' ? part : part.label)).join('');
}

/** Every link a paragraph contains. */
export function paragraphLinks(p: Paragraph): InlineLink[] {
  return typeof p === 'string' ? [] : p.filter((part): part is InlineLink => typeof part !== 'string');
}

/** Words in the article body: headings, paragraphs and list items. */
export function wordCount(post: BlogPost): number {
  const text = post.body.flatMap((s) => [s.heading ?? '', ...s.paragraphs.map(paragraphText), ...(s.list ?? [])]).join(' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-03-04" → "4 March 2025". */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}
