/** A mainland mobile number with its middle four digits hidden: 138****5678. Other text is left alone. */
export function maskPhone(phone: string): string {
  return /^1\d{10}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

