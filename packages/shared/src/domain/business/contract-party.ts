/**
 * How the contract names the Company: the business's name (and UEN), or, before admin has set a
 * name, a description.
 */
export function contractParty(p: { name: string; uen: string } | null, lang: 'en' | 'zh'): string {
  const name = p?.name.trim();
  if (!name) return lang === 'zh' ? '运营本登记服务的人力资源公司' : 'the staffing company that runs this registration';
  const uen = p?.uen.trim();
  return uen ? (lang === 'zh' ? `${name}（UEN：${uen}）` : `${name} (UEN ${uen})`) : name;
}
