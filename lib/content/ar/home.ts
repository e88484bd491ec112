// Arabic copy of the home page sections (same order and slugs as ../home.ts).
import type { HomeContent } from '../home';

export const HOME_AR: HomeContent = {
  processSteps: [
    {
      title: 'اطلب بنقرة',
      text: 'احجز شحنتك عبر الإنترنت في دقيقتين: اختر الخدمة، واطّلع على السعر قبل الدفع، واحصل على رقم بوليصة الشحن فوراً.',
    },
    {
      title: 'سلّمنا طردك',
      text: 'أودِعه في أي من مكاتبنا في دبي أو أبوظبي أو الشارقة، أو دع مندوبنا يستلمه من باب منزلك بين الساعة 08:00 والساعة 18:00.',
    },
    {
      title: 'نقل بلا عناء',
      text: 'نتولى الفرز والأوراق الجمركية والتوصيل حتى الباب، وتتابع أنت كل عملية مسح لطردك من لحظة الاستلام حتى توقيع المستلم.',
    },
  ],
  servicePitch: {
    'domestic-parcel-service-in-dubai': 'توصيل في اليوم نفسه أو في اليوم التالي إلى الإمارات السبع كلها، مع خدمة الدفع عند الاستلام.',
    'international-courier-service-provider-in-dubai': 'خدمات سريعة واقتصادية من الباب إلى الباب إلى أكثر من 220 دولة.',
    'import-customs-clearance-in-dubai': 'نتولى عنك الرسوم والتصاريح والتخليص في مطارات وموانئ دبي وأبوظبي.',
    'international-shipping-by-land-sea-air': 'منصّات نقالة وكراتين تُشحن جواً أو بالشاحنات إلى دول الخليج أو بحراً، بحجز واحد.',
    'ecommerce-delivery-service-in-dubai': 'توصيل جاهز للمتاجر الإلكترونية: دفع عند الاستلام ومرتجعات ورسائل نصية يوم التوصيل.',
    'ecommerce-fulfilment-service-in-dubai': 'نخزّن بضاعتك ونجهّز الطلبات ونغلّفها ونشحنها من مستودعنا في دبي.',
  },
  groupCompanies: [
    { slug: 'saqr-freight', name: 'صقر للشحن' },
    { slug: 'saqr-warehousing', name: 'صقر للتخزين' },
    { slug: 'saqr-customs', name: 'صقر للتخليص الجمركي' },
    { slug: 'saqr-movers', name: 'صقر لنقل الأثاث' },
    { slug: 'saqr-fleet', name: 'صقر لأساطيل النقل' },
    { slug: 'saqr-digital', name: 'صقر الرقمية' },
  ],
  clients: [
    { slug: 'al-noor', name: 'النور للتجارة' },
    { slug: 'oasis', name: 'بوتيك الواحة للمشغولات اليدوية' },
    { slug: 'desert-bloom', name: 'زهور الصحراء' },
    { slug: 'gulf-pharma', name: 'الخليج للمستلزمات الدوائية' },
    { slug: 'marina-electronics', name: 'مارينا للإلكترونيات' },
    { slug: 'sahara-books', name: 'كتب الصحراء' },
    { slug: 'falak-fashion', name: 'فلك للأزياء' },
    { slug: 'creek-spices', name: 'بهارات الخور' },
  ],
};
