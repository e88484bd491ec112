// The help desk's questions and answers (also published as FAQPage structured data).
import { site } from '@/lib/site';
import type { QA } from './services';

export interface FaqGroup {
  topic: string;
  items: QA[];
}

export const HELP_DESK_FAQ: readonly FaqGroup[] = [
  {
    topic: 'Tracking',
    items: [
      {
        question: 'How do I track my shipment?',
        answer: `Enter your airway bill number in the tracking box on our home page and press Track. To follow several shipments at once, choose “Multiple tracking numbers” and put one number on each line. Business customers can also search by their own order reference.`,
      },
      {
        question: 'My tracking number is not found. What should I do?',
        answer: `A new airway bill appears in tracking once the parcel has been booked and collected, which can take a few hours. Check that the number has no spaces or missing digits. If it still does not show after one working day, contact the sender or call us on ${site.phone}.`,
      },
      {
        question: 'Can I change the delivery address or time?',
        answer: `Yes, as long as the parcel is not yet out for delivery. Call our customer care team with the airway bill number; deliveries can be moved to another address in the same emirate or to a later day at no extra charge.`,
      },
    ],
  },
  {
    topic: 'Rates and pickup',
    items: [
      {
        question: 'How are shipping rates calculated?',
        answer: `Rates depend on the destination, the service and the chargeable weight, which is the higher of the actual weight and the volumetric weight (length × width × height in centimetres divided by 5,000). The rate finder gives an instant price including any fuel surcharge and 5% VAT.`,
      },
      {
        question: 'How do I book a pickup?',
        answer: `Account holders schedule pickups in the customer portal under “Schedule A Pickup”. Anyone can book a one-off pickup as a guest from “Book a shipment”. Pickups booked before 12:00 are usually collected the same day within Dubai, Sharjah and Abu Dhabi city.`,
      },
      {
        question: 'What are your working hours?',
        answer: `Our hubs, drivers and customer care team work ${site.hours}. Messages sent through the contact form outside these hours are answered on the next working day.`,
      },
    ],
  },
  {
    topic: 'Customs and international shipments',
    items: [
      {
        question: 'Why is my international shipment held at customs?',
        answer: `Customs may hold a shipment when the commercial invoice is missing, the description of the goods is vague, the declared value looks too low, or the goods need a permit. We contact the receiver or the sender with exactly what is needed; sending it quickly is the fastest way to release the shipment.`,
      },
      {
        question: 'Who pays import duty and VAT?',
        answer: `Unless the sender has chosen delivered-duty-paid, the receiver pays any import duty and VAT. In the UAE most goods carry 5% customs duty and 5% VAT. We tell the receiver the exact amount before delivery, and it can be paid in cash, by card or by bank transfer.`,
      },
    ],
  },
  {
    topic: 'Cash on delivery',
    items: [
      {
        question: 'Can I pay for my order when it is delivered?',
        answer: `Yes, if the online store offers cash on delivery. Our drivers accept cash and most debit and credit cards at the door. Please have the exact amount ready if you pay in cash.`,
      },
      {
        question: 'When do sellers receive cash-on-delivery payments?',
        answer: `Amounts collected by our drivers are reconciled every evening and transferred to the seller’s bank account twice a week. Each payment is listed against its airway bill in the customer portal.`,
      },
    ],
  },
  {
    topic: 'Damaged, late or missing parcels',
    items: [
      {
        question: 'My parcel arrived damaged. What should I do?',
        answer: `Keep the parcel, the packaging and the contents, take photos, and report the damage to us within 48 hours of delivery through the contact form or by phone. We will inspect the shipment, and if the damage happened in our care we will settle the claim as set out in our terms and conditions.`,
      },
      {
        question: 'My parcel is late or missing. How do I make a claim?',
        answer: `Contact us with the airway bill number. We start a trace straight away and reply within one working day. If a parcel cannot be found within seven working days, the sender can make a claim for its declared value up to the limits in our terms and conditions.`,
      },
      {
        question: 'What items can I not send?',
        answer: `We do not carry weapons, explosives, flammable liquids and gases, illegal drugs, cash, precious stones, live animals or anything prohibited by UAE law. Lithium batteries, perfumes, medicines and food can travel only under conditions; ask us before booking.`,
      },
    ],
  },
];

export const HELP_DESK_QUESTIONS: readonly QA[] = HELP_DESK_FAQ.flatMap((g) => g.items);
