import type { HelpContent } from './types.ts';
import { F } from './facts.ts';

const q = F.quotes;
const p = F.quotas;

export const en: HelpContent = {
  topics: {
    rfqs: 'Posting requests and products',
    quotations: 'Quotations',
    verification: 'Verification levels',
    plans: 'Plans, limits and billing',
    chat: 'Chat rules',
    safety: 'Safety and reporting',
    partners: 'The partner programme',
  },
  articles: {
    'post-an-rfq': {
      title: 'How do I post a buying request (RFQ)?',
      summary: 'Describe what you need once and let suppliers send you quotations.',
      body: [
        'Go to Post RFQ (or [the quick request form](/quick-rfq) if you are not registered yet). The short form asks for the product, the quantity and its unit, and a description; the full form in your dashboard (Buying requests → New request) adds target price, incoterm, payment method, destination, frequency and an expiry date.',
        'You can attach up to 5 files (JPEG, PNG, PDF, DOC or XLS, 10 MB each): drawings, specifications or photos of a sample help suppliers quote accurately.',
        'As a guest you fill the quick form first and create your account in the same step; the request is saved with the new account.',
        'After posting we e-mail you two one-time links to confirm or withdraw the request, in case someone used your address.',
      ],
    },
    'rfq-review-states': {
      title: 'Why is my request still pending?',
      summary: 'Every request is checked by our moderators before suppliers see it.',
      body: [
        'A new request is Pending until a moderator approves it (it becomes public and suppliers can quote) or rejects it. A rejected request shows the moderator\'s reason in your list; fix it and save again to send it back for review.',
        'Editing an approved request sends it back to Pending, so suppliers never quote on terms that changed under them.',
        'When you have what you need, close the request (Finish): it stops taking quotations and you keep the ones you received.',
        'Tip: requests from business-verified buyers can be published at once when the team has turned on auto-approval.',
      ],
    },
    'inquiry-limits': {
      title: 'Why can I not send more inquiries right now?',
      summary: `You can send ${F.inquiriesPerHour} inquiries an hour and ${F.inquiriesPerDay} a day.`,
      body: [
        `To keep suppliers' inboxes free of spam, each account can send at most ${F.inquiriesPerHour} inquiries per hour and ${F.inquiriesPerDay} per day. When you reach the limit a notice tells you so; you can send again when the hour or day has passed.`,
        'Need many suppliers at once? Post one buying request instead: every matching supplier can quote on it, and you compare the quotations side by side.',
        'Complete your profile first: suppliers answer inquiries from complete profiles sooner, and an incomplete one is asked to finish before sending.',
      ],
    },
    'guest-browsing-limits': {
      title: 'Why am I asked to log in after a few pages?',
      summary: `Guests can open ${F.guestPages} buyer or request pages every three hours.`,
      body: [
        `Buyer profiles and request details hold business information, so guests can open ${F.guestPages} of them in each three-hour window (counted in your time zone). Opening a page you already saw in the same window is free.`,
        'Logging in or creating a free account removes the limit. Product and supplier pages, search and the listings are never limited.',
      ],
    },
    'compare-quotations': {
      title: 'How do I compare and answer quotations?',
      summary: 'Sort quotations side by side, prefer one, or decline with a reason.',
      body: [
        'Open Received quotations for a request to see every offer side by side, sorted by unit price, total, lead time or validity.',
        'Prefer the best one (one per request) or decline others with a short reason: the supplier reads it and it helps them quote better next time.',
        'Each quotation can be downloaded as a PDF or a CSV file. Only you and the quoting supplier can see it.',
        'Use "Chat with supplier" on a quotation to ask questions; the quotation is attached to the conversation.',
      ],
    },
    'supplier-verification-levels': {
      title: 'What do a supplier\'s verification levels mean?',
      summary: 'Levels 1 to 4 tell you how much we have checked about a supplier.',
      body: [
        'Level 1: the account is not verified yet. Level 2: the supplier confirmed a work e-mail address on its company domain. Level 3: our team reviewed its business documents. Level 4: it also passed an online smart-tracing session with our team.',
        'Hover or tap the level badge on a supplier\'s page to see each step and when it was last verified.',
        'Verification lowers risk but does not guarantee a deal: agree on samples, inspection and payment terms before paying.',
      ],
    },
    'business-verification': {
      title: 'How do I get my buyer account business verified?',
      summary: 'Send your business documents from your profile; it is free.',
      body: [
        'Open your profile (/user/profile) and request business verification with your company documents. A moderator reviews them and you receive the answer by e-mail; a rejection comes with a reason you can fix.',
        'Verified buyers get a badge suppliers trust, and their requests can be published without waiting when auto-approval is on.',
      ],
    },
    'buyer-premium': {
      title: 'What is Buyer Premium?',
      summary: `The buyer side's paid membership: ${F.buyerPremium} a year.`,
      body: [
        `Buyer Premium costs ${F.buyerPremium} a year and is bought on [the Buyer Premium page](/buyer-premium-payment). It unlocks the paid features on the buyer side, such as analytics.`,
        'Your membership page (/user/membership) shows the plan, its dates and renewal, your payments and receipts. You can cancel renewal at any time; the plan stays until the end of the paid period.',
        'A paid plan is activated only when the payment provider confirms the payment, usually within seconds.',
      ],
    },
    'buyer-chat-rules': {
      title: 'How does chat with suppliers work?',
      summary: 'Your first message waits until the supplier accepts it.',
      body: [
        'Chat always connects one buyer and one supplier, and you need to be logged in. Start it with "Chat now" on a supplier or product page or from a quotation.',
        'Your first message waits for the supplier, who accepts (or simply replies) or declines. Until then you cannot write again in that conversation. A declined conversation is closed.',
        `You can start up to ${F.buyerChatsPerDay} new conversations a day.`,
        'Keep payments and contracts on documents both sides can check; never send passwords or card numbers in chat.',
      ],
    },
    'report-and-complaints': {
      title: 'How do I report a supplier or file a complaint?',
      summary: 'Use Report on any page, or the complaint centre for anything else.',
      body: [
        'The Report button on supplier, product and request pages and on each review lets you choose a reason: scammer, spam, unable to contact, fake or false information, or other. Our team reviews reported accounts and can warn or suspend them.',
        'For a problem with an order, a payment or a user, file a complaint in the complaint centre (/complaint-center). You can follow every request you sent, read our answers and reply there.',
        'After an inquiry or a quotation with a supplier you can also write a review (1 to 5 stars) to warn or reassure other buyers.',
      ],
    },
    'find-buying-leads': {
      title: 'How do I find buying requests to quote on?',
      summary: 'Buying leads recommends requests; the market lists all of them.',
      body: [
        'Buying leads (/business/buying-leads) shows Recommended requests matching your categories, products and main products, each with the reason it was suggested.',
        'The All requests view lists every approved, open request: search by keyword and filter by category, destination, quantity, date or attached files. Hide the ones that do not fit.',
        'Keep your categories and main products up to date in your settings: they decide what is recommended and what raises your new-leads badge.',
      ],
    },
    'product-posting-limits': {
      title: 'Why can I not post another product?',
      summary: `Your plan includes a number of product posts each month (Free: ${p.Free.farm_item_post_quota}).`,
      body: [
        `Each new product uses one product posting from your monthly allowance: Free ${p.Free.farm_item_post_quota}, Advance and Trial ${p.Starter.farm_item_post_quota}, Superior ${p.Advance.farm_item_post_quota}. Reopening a closed product does not use a new one. Unused postings do not roll over.`,
        'When none are left a notice offers a plan with more. The allowance renews each month.',
        'New and edited products wait for a moderator\'s review; a rejected product shows the reason so you can fix it.',
      ],
    },
    'quotation-limits': {
      title: 'How many quotations can I send?',
      summary: `Free ${q.Free}, Trial ${q.Trial}, Advance ${q.Starter} and Superior ${q.Advance} quotations a month.`,
      body: [
        `Quotations are counted per calendar month (UTC): Free ${q.Free}, Trial ${q.Trial}, Advance ${q.Starter}, Superior ${q.Advance}. The count starts again on the first day of each month.`,
        'You send one quotation per request and can edit or withdraw it until the buyer decides.',
        'Before the form opens we check your company profile (an incomplete one is asked to finish first) and your allowance. When it is used up, upgrading in the dialog lets you continue on the same page.',
      ],
    },
    'quotation-templates': {
      title: 'How do quotation templates save time?',
      summary: 'Save your usual terms once and apply them to any quotation.',
      body: [
        'Save price terms, payment terms, lead time and validity as a template (up to 20, each with its own name) and apply one to prefill a quotation. Validity in days becomes a date counted from today.',
        'Manage them under Quotation templates in your workspace; editing a template never changes quotations already sent.',
      ],
    },
    'verification-levels': {
      title: 'How do I reach verification Levels 2, 3 and 4?',
      summary: 'Confirm a work e-mail, send business documents, then book smart tracing.',
      body: [
        'Level 2: on [the Verification page](/business/verification) enter an address on your company\'s own domain; we mail a 6-digit code to confirm it. Free-mail addresses (such as Gmail) are not accepted.',
        'Level 3: upload your business registration and related documents. A moderator reviews them and answers by e-mail; a rejection explains what to fix.',
        'Level 4: book an online smart-tracing session with our team, who check your operations live.',
        'Higher levels earn buyers\' trust and are needed for some actions: unlocking buyer contacts requires Level 2, and posts from Level 3+ suppliers can be published at once when auto-approval is on.',
      ],
    },
    'unlock-buyer-contacts': {
      title: 'How do contact unlocks work?',
      summary: `Each unlock uses one contact from your monthly quota (Free: ${p.Free.contact_quota}).`,
      body: [
        `"Contact buyer" shows a buyer's e-mail and phone. Each new buyer uses one contact unlock: Free ${p.Free.contact_quota}, Advance and Trial ${p.Starter.contact_quota}, Superior ${p.Advance.contact_quota} a month. Opening a buyer you already unlocked is free.`,
        'Unlocking requires verification Level 2 (a confirmed work e-mail).',
        'Unlocked buyers are listed under Contacts. When no unlocks are left, a notice offers a plan with more.',
      ],
    },
    'plans-and-prices': {
      title: 'Which plan is right for me?',
      summary: `Free, a ${F.trialDays}-day Trial, Advance from ${F.advance.m1} and Superior from ${F.superior.m1} a month.`,
      body: [
        `Advance costs ${F.advance.m1} a month, ${F.advance.m6} for 6 months or ${F.advance.m12} a year. Superior costs ${F.superior.m1}, ${F.superior.m6} or ${F.superior.m12}. Prices are in USD.`,
        `Each plan grants monthly allowances (contact unlocks, new conversations, product posts and ads, quotations). Free: ${p.Free.contact_quota} unlocks, ${p.Free.conversation_quota} conversations, ${q.Free} quotations. Advance: ${p.Starter.contact_quota}, ${p.Starter.conversation_quota}, ${q.Starter}. Superior: ${p.Advance.contact_quota}, ${p.Advance.conversation_quota}, ${q.Advance}, and first place in supplier search.`,
        `The Trial is free for ${F.trialDays} days, once per account, with no card, and includes what Advance does.`,
      ],
    },
    'refunds-and-cancelling': {
      title: 'How do I cancel or ask for a refund?',
      summary: 'Cancel renewal from your membership page; ask for refunds from a receipt.',
      body: [
        'On your membership page choose Cancel at period end: the plan stays until the paid period ends and does not renew. You can resume before then.',
        'To ask for a refund, open the receipt in your payment history and choose "Request a refund". The request goes to the complaint centre, where our team answers; refunds go back to the card you paid with.',
        'A declined or abandoned payment is listed as an attempt: nothing was charged and it has no receipt.',
      ],
    },
    'supplier-chat-rules': {
      title: 'What are the chat rules for suppliers?',
      summary: `Starting a conversation uses one of your monthly new conversations (Free: ${p.Free.conversation_quota}).`,
      body: [
        `Each conversation you start with a buyer uses one new conversation from your monthly allowance: Free ${p.Free.conversation_quota}, Advance and Trial ${p.Starter.conversation_quota}, Superior ${p.Advance.conversation_quota}.`,
        'Your first message waits until the buyer accepts or replies; until then you cannot write again. On a paid plan you may unlock the chat to follow up, which uses one new conversation.',
        'Paid plans also show which buyers are online now. A buyer who declines closes the conversation: please respect it.',
      ],
    },
    'safety-and-reporting': {
      title: 'How do I stay safe and report abuse?',
      summary: 'Check the buyer, keep records, and report anything suspicious.',
      body: [
        'Before shipping, check the buyer\'s verification and reviews, agree terms in writing and prefer payment methods you can trace (T/T, L/C).',
        'Report a buyer, a request or a review with the Report button (scammer, spam, unable to contact, fake or false information, other). To have your content or account removed, or to claim your business page, use the complaint centre.',
        'Our team can warn or suspend accounts; every decision is logged.',
      ],
    },
    'partner-programme': {
      title: 'What is the partner programme?',
      summary: 'Partners refer businesses to Tradelink and get an affiliate area.',
      body: [
        'Partner is a role our team grants to agencies, trade associations and consultants who bring businesses to Tradelink. Ask for it through Contact us (purpose: list my company or membership consultation).',
        'Partners see an Affiliate tab in the business dashboard, where their referrals and rewards will appear as the programme opens; others do not see it.',
      ],
    },
  },
};
