/**
 * The contractor service agreement an applicant signs at the end of the registration form
 * (docs/product/registration.md#contract: a promoter contract when the position contains 'promoter', otherwise the
 * general one). Two versions, each in English and Simplified Chinese, written in plain language.
 *
 * The registration page shows the text in the applicant's language; the server renders the
 * English text into the contract PDF with pdf-lib. The English text therefore uses plain ASCII
 * only (no curly quotes or dashes) so the standard PDF fonts can draw every character.
 *
 * Placeholders, filled by `fillContract`: {name} {idNumber} {address} {date} {position} {company}.
 */

import { contractParty } from '../../domain/business/contract-party.ts';
import { isPromoterPosition } from '../../enums/registration.ts';

export const CONTRACT_KINDS = ['general', 'promoter'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_LANGS = ['en', 'zh'] as const;
export type ContractLang = (typeof CONTRACT_LANGS)[number];

export interface ContractSection {
  heading: string;
  paragraphs: string[];
}

export interface ContractText {
  title: string;
  /** Opening paragraphs naming the parties; contain placeholders. */
  intro: string[];
  sections: ContractSection[];
  /** Labels for the signature block under the text. */
  signature: { heading: string; name: string; idNumber: string; position: string; date: string; signature: string };
}

export interface ContractValues {
  name: string;
  idNumber: string;
  address: string;
  /** DD/MM/YYYY */
  date: string;
  position: string;
  /**
   * The Company as the contract names it (contractParty of @wf/shared/contracts/business: the
   * business's name and UEN from its settings); without it a description of the Company.
   */
  company?: string;
}

/** 'promoter' anywhere in the position, any case (docs/product/registration.md#contract). */
export function contractKindForPosition(position: string | null | undefined): ContractKind {
  return isPromoterPosition(position ?? '') ? 'promoter' : 'general';
}

const PLACEHOLDER = /\{(name|idNumber|address|date|position|company)\}/g;

/** Replaces the placeholders in one string. Unknown braces are left alone. */
export function fillPlaceholders(text: string, values: ContractValues): string {
  return text.replace(PLACEHOLDER, (_m, key: keyof ContractValues) => values[key] ?? '');
}

/** The contract of one kind and language with every placeholder filled. */
export function fillContract(kind: ContractKind, lang: ContractLang, given: ContractValues): ContractText {
  const t = CONTRACT_TEXT[kind][lang];
  const values = { ...given, company: given.company?.trim() || contractParty(null, lang) };
  return {
    title: fillPlaceholders(t.title, values),
    intro: t.intro.map((p) => fillPlaceholders(p, values)),
    sections: t.sections.map((s) => ({
      heading: fillPlaceholders(s.heading, values),
      paragraphs: s.paragraphs.map((p) => fillPlaceholders(p, values)),
    })),
    signature: t.signature,
  };
}

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

const EN_INTRO = [
  'This agreement is made on {date} between {company} ("the Company") and {name}, ID number {idNumber}, of {address} ("you").',
  'You will provide services to the Company and its clients as {position}. Please read this agreement carefully. By signing it you confirm that you understand and accept it.',
];

const EN_COMMON_START: ContractSection[] = [
  {
    heading: '1. Your status',
    paragraphs: [
      'You are an independent contractor, not an employee of the Company. This agreement covers every assignment you accept from the Company. It does not promise you any minimum amount of work.',
    ],
  },
  {
    heading: '2. Assignments',
    paragraphs: [
      'The Company will offer you assignments. Each offer states the date, time, place, the work to be done and the pay rate. You are free to accept or decline any offer.',
      'Once you accept an assignment, please arrive on time and stay for the agreed hours. If you cannot attend, tell the Company as early as possible and at least 24 hours before the start, except in an emergency.',
    ],
  },
  {
    heading: '3. Pay',
    paragraphs: [
      'You will be paid the rate stated for each assignment for the hours you actually work, as shown in the attendance record of that assignment.',
      'Payment is made to the bank account you gave in your registration, normally by the end of the following month. The Company will only deduct amounts that the law allows or that you have agreed to in writing. If you think a payment is wrong, tell the Company within 30 days and it will check it with you.',
    ],
  },
];

const EN_COMMON_END: ContractSection[] = [
  {
    heading: 'Confidentiality',
    paragraphs: [
      'Keep private anything you learn about the Company, its clients, their customers and their business during an assignment. Do not take photos or videos at work places, and do not post about them on social media, unless you are asked to. This duty continues after this agreement ends.',
    ],
  },
  {
    heading: 'Your personal data',
    paragraphs: [
      'You agree that the Company may collect, use and keep the personal data in your registration to offer you assignments, arrange access to work places, pay you and meet its legal duties, in line with the Personal Data Protection Act 2012. The Company keeps your data secure and shares it with clients only as far as an assignment needs. You may ask to see or correct your data at any time.',
    ],
  },
  {
    heading: 'Tax and contributions',
    paragraphs: [
      'You are responsible for declaring your income for tax. The Company will make any payment, contribution or report that the law requires it to make for the work you do.',
    ],
  },
  {
    heading: 'Safety and injury',
    paragraphs: [
      'Follow the safety rules of the Company and of each work place. Report any accident, injury or unsafe situation to the supervisor and to the Company straight away.',
    ],
  },
  {
    heading: 'Ending this agreement',
    paragraphs: [
      'You or the Company may end this agreement at any time by telling the other in writing; a text message or e-mail is enough. Assignments you have already accepted should still be completed unless you give at least 24 hours notice. The Company may end an assignment or this agreement straight away for serious misconduct, such as dishonesty, violence, being under the influence of alcohol or drugs at work, or giving false information.',
    ],
  },
  {
    heading: 'Your declaration',
    paragraphs: [
      'You confirm that the information in your registration is true and complete, that you are allowed to work in Singapore, and that you will tell the Company promptly if any of it changes (for example your contact number, address, bank account or certificates).',
    ],
  },
  {
    heading: 'Law',
    paragraphs: ['This agreement is governed by the laws of Singapore.'],
  },
];

const EN_GENERAL: ContractText = {
  title: 'Contractor Service Agreement',
  intro: EN_INTRO,
  sections: [
    ...EN_COMMON_START,
    {
      heading: '4. What you agree to do',
      paragraphs: [
        'Do the work of each assignment carefully and follow the reasonable instructions of the supervisor at the work place.',
        'Follow the hygiene, food safety and dress rules of the work place. Where the work needs a certificate (for example a food safety certificate), keep it valid and show it when asked.',
        'Look after the equipment, uniforms and property you are given and return them at the end of the assignment.',
        'Be polite and honest with the Company, its clients and their customers.',
      ],
    },
    ...renumber(EN_COMMON_END, 5),
  ],
  signature: {
    heading: 'Signed by the contractor',
    name: 'Name',
    idNumber: 'ID number',
    position: 'Position',
    date: 'Date',
    signature: 'Signature',
  },
};

const EN_PROMOTER: ContractText = {
  title: 'Contractor Service Agreement (Sales Promoter)',
  intro: EN_INTRO,
  sections: [
    ...EN_COMMON_START,
    {
      heading: '4. What you agree to do as a promoter',
      paragraphs: [
        'Promote the products named in each assignment at the agreed locations, and follow the reasonable instructions of the supervisor and of the client.',
        'Learn the product information you are given. Describe products truthfully: never make claims about price, quality, health effects or offers that you have not been told are correct, and never pressure a customer to buy.',
        'Look after the stock, samples, display materials and any cash or vouchers you handle. Count them at the start and end of each shift and report any difference straight away.',
        'Fill in the sales or activity report the assignment asks for, accurately and on time.',
        'Follow the dress and grooming rules of the assignment and the hygiene rules of the location, especially when you offer food or drink samples.',
      ],
    },
    {
      heading: '5. Incentives',
      paragraphs: [
        'You are paid the rate stated for the assignment. A commission or sales incentive is paid only when the assignment offer states it, on the terms stated there.',
      ],
    },
    ...renumber(EN_COMMON_END, 6),
  ],
  signature: EN_GENERAL.signature,
};

// ---------------------------------------------------------------------------------------------
// Simplified Chinese
// ---------------------------------------------------------------------------------------------

const ZH_INTRO = [
  '本协议于{date}由{company}（以下称“本公司”）与{name}（证件号码：{idNumber}，地址：{address}，以下称“您”）签订。',
  '您将以{position}的身份为本公司及其客户提供服务。请仔细阅读本协议。您签署即表示您已理解并接受本协议。',
];

const ZH_COMMON_START: ContractSection[] = [
  {
    heading: '1. 您的身份',
    paragraphs: [
      '您是独立承包人，不是本公司的雇员。本协议适用于您接受的每一项工作任务。本协议不保证您获得任何最低工作量。',
    ],
  },
  {
    heading: '2. 工作任务',
    paragraphs: [
      '本公司会向您提供工作任务。每项任务会写明日期、时间、地点、工作内容和报酬标准。您可以自由接受或拒绝任何任务。',
      '接受任务后，请准时到达并工作到约定的时间。如果您无法出勤，请尽早通知本公司，除紧急情况外，至少在开始前24小时通知。',
    ],
  },
  {
    heading: '3. 报酬',
    paragraphs: [
      '本公司按每项任务写明的报酬标准，根据该任务考勤记录中您实际工作的时数向您支付报酬。',
      '报酬会转入您在登记时提供的银行账户，通常在次月底前支付。本公司只会扣除法律允许或您书面同意的款项。如果您认为报酬有误，请在30天内告知本公司，本公司会与您一起核对。',
    ],
  },
];

const ZH_COMMON_END: ContractSection[] = [
  {
    heading: '保密',
    paragraphs: [
      '您在工作中得知的有关本公司、其客户、客户的顾客及其业务的任何信息，均须保密。除非获得要求，请勿在工作场所拍照或录像，也不要在社交媒体上发布相关内容。本协议结束后，此项义务仍然有效。',
    ],
  },
  {
    heading: '您的个人资料',
    paragraphs: [
      '您同意本公司根据《2012年个人资料保护法》收集、使用和保存您登记时提供的个人资料，用于向您提供工作任务、安排进入工作场所、向您支付报酬以及履行法律义务。本公司会妥善保护您的资料，仅在任务需要的范围内与客户分享。您可以随时要求查阅或更正您的资料。',
    ],
  },
  {
    heading: '税务与缴款',
    paragraphs: [
      '您须自行申报您的收入所得税。对于您所做的工作，本公司会依法缴付或申报法律要求本公司缴付或申报的任何款项。',
    ],
  },
  {
    heading: '安全与受伤',
    paragraphs: ['请遵守本公司及每个工作场所的安全规定。如发生任何意外、受伤或不安全情况，请立即报告主管和本公司。'],
  },
  {
    heading: '终止本协议',
    paragraphs: [
      '您或本公司均可随时以书面形式（短信或电子邮件即可）通知对方终止本协议。除非您提前至少24小时通知，否则已接受的任务仍应完成。如有严重不当行为，例如不诚实、暴力、在工作时受酒精或毒品影响或提供虚假资料，本公司可立即终止任务或本协议。',
    ],
  },
  {
    heading: '您的声明',
    paragraphs: [
      '您确认您登记时提供的资料真实完整，您获准在新加坡工作，并且如有任何变更（例如联系电话、地址、银行账户或证书），您会及时通知本公司。',
    ],
  },
  {
    heading: '适用法律',
    paragraphs: ['本协议受新加坡法律管辖。'],
  },
];

const ZH_GENERAL: ContractText = {
  title: '承包服务协议',
  intro: ZH_INTRO,
  sections: [
    ...ZH_COMMON_START,
    {
      heading: '4. 您同意做的事',
      paragraphs: [
        '认真完成每项任务的工作，并遵守工作场所主管的合理指示。',
        '遵守工作场所的卫生、食品安全和着装规定。如工作需要证书（例如食品安全证书），请保持证书有效，并在被要求时出示。',
        '妥善保管发给您的设备、制服和物品，并在任务结束时归还。',
        '对本公司、其客户及客户的顾客以礼相待、诚实守信。',
      ],
    },
    ...renumber(ZH_COMMON_END, 5),
  ],
  signature: {
    heading: '承包人签署',
    name: '姓名',
    idNumber: '证件号码',
    position: '职位',
    date: '日期',
    signature: '签名',
  },
};

const ZH_PROMOTER: ContractText = {
  title: '承包服务协议（促销员）',
  intro: ZH_INTRO,
  sections: [
    ...ZH_COMMON_START,
    {
      heading: '4. 作为促销员您同意做的事',
      paragraphs: [
        '在约定地点推广每项任务指定的产品，并遵守主管和客户的合理指示。',
        '熟悉提供给您的产品资料。如实介绍产品：凡未经告知属实的价格、质量、健康功效或优惠，绝不可对顾客作出承诺，也绝不可强迫顾客购买。',
        '妥善保管您经手的存货、样品、陈列物料以及任何现金或礼券。每班开始和结束时清点，如有差异立即报告。',
        '按任务要求准确、按时填写销售或活动报告。',
        '遵守任务的着装和仪容要求以及所在地点的卫生规定，尤其是在提供食品或饮料试吃试饮时。',
      ],
    },
    {
      heading: '5. 奖励',
      paragraphs: ['您按任务写明的报酬标准获得报酬。只有当任务说明中写明佣金或销售奖励时，才会按其中的条件支付。'],
    },
    ...renumber(ZH_COMMON_END, 6),
  ],
  signature: ZH_GENERAL.signature,
};

function renumber(sections: ContractSection[], from: number): ContractSection[] {
  return sections.map((s, i) => ({ ...s, heading: `${from + i}. ${s.heading}` }));
}

export const CONTRACT_TEXT: Record<ContractKind, Record<ContractLang, ContractText>> = {
  general: { en: EN_GENERAL, zh: ZH_GENERAL },
  promoter: { en: EN_PROMOTER, zh: ZH_PROMOTER },
};
