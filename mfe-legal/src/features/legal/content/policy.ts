// The facts every legal text relies on, in one place (spec 001 §9, policy constants).
export const POLICY = {
  minimumAge: 18,
  ownerResponseHours: 24,
  fullRefundHoursBeforeCheckIn: 72,
  lateCancellationDeductionPercent: 25,
  refundWorkingDays: '5-7',
  vacatingNoticeDays: 7,
  dataRequestDays: 30,
  materialChangeNoticeDays: 30,
  reviewModerationHours: 48,
  governingLaw: 'Telangana, India',
  arbitrationSeat: 'Mangalpalle',
  arbitrationLanguage: 'English',
  firstVersion: 'July 2025',
  laterVersion: 'July 17, 2025',
};

export const CONTACT = {
  supportEmail: 'support@hostelhub.in',
  privacyEmail: 'privacy@hostelhub.in',
  grievanceEmail: 'grievance@hostelhub.in',
  partnersEmail: 'partners@hostelhub.in',
  postalAddress: 'Hostel Hub, Plot 12, Main Road, Mangalpally, Ibrahimpatnam, Hyderabad, Telangana 501510, India',
};

export const mail = (address: string) => `[${address}](mailto:${address})`;
