/** A mainland mobile number with its middle four digits hidden: 138****5678. Other text is left alone. */
export function maskPhone(phone: string): string {
  return /^1\d{10}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** A certificate number with all but its first 3 and last 4 characters hidden. Short numbers are left alone. */
export function maskCertNo(certNo: string): string {
  if (certNo.length <= 7) return certNo;
  return `${certNo.slice(0, 3)}${'*'.repeat(certNo.length - 7)}${certNo.slice(-4)}`;
}
