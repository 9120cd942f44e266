/**
 * Seed data: well-known free / personal e-mail domains (lowercase, unique).
 * Used to tell personal addresses from company domains, e.g. when verifying a
 * supplier's business e-mail.
 */

export const freeMailDomains: string[] = [
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.co.jp', 'yahoo.co.in', 'yahoo.com.vn', 'yahoo.com.sg',
  'yahoo.com.hk', 'yahoo.com.tw', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.es', 'yahoo.ca', 'yahoo.com.au',
  'yahoo.com.br', 'yahoo.com.mx', 'yahoo.co.id', 'yahoo.com.ph', 'yahoo.co.th', 'yahoo.co.nz', 'yahoo.in', 'ymail.com',
  'rocketmail.com', 'outlook.com', 'outlook.fr', 'outlook.de', 'outlook.jp', 'hotmail.com', 'hotmail.co.uk',
  'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es', 'hotmail.co.jp', 'hotmail.com.br', 'hotmail.co.th', 'live.com',
  'live.co.uk', 'live.fr', 'live.de', 'live.cn', 'msn.com', 'icloud.com', 'me.com', 'mac.com',
  'aol.com', 'aim.com', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'tutanota.com', 'tutanota.de',
  'tuta.io', 'zoho.com', 'zohomail.com', 'gmx.de', 'gmx.net', 'gmx.com', 'gmx.at', 'gmx.ch',
  'web.de', 't-online.de', 'freenet.de', 'posteo.de', 'mailbox.org', 'mail.com', 'email.com', 'usa.com',
  'post.com', 'yandex.ru', 'yandex.com', 'ya.ru', 'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru',
  'rambler.ru', 'qq.com', 'foxmail.com', '163.com', '126.com', 'yeah.net', 'sina.com', 'sina.cn',
  'sohu.com', '139.com', '189.cn', 'aliyun.com', 'tom.com', '21cn.com', 'naver.com', 'daum.net',
  'hanmail.net', 'nate.com', 'kakao.com', 'docomo.ne.jp', 'ezweb.ne.jp', 'softbank.ne.jp', 'rediffmail.com', 'sify.com',
  'orange.fr', 'wanadoo.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'libero.it', 'virgilio.it', 'alice.it',
  'tiscali.it', 'seznam.cz', 'wp.pl', 'o2.pl', 'interia.pl', 'onet.pl', 'abv.bg', 'btinternet.com',
  'sky.com', 'virginmedia.com', 'ntlworld.com', 'talktalk.net', 'bigpond.com', 'optusnet.com.au', 'shaw.ca', 'rogers.com',
  'sympatico.ca', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net',
  'earthlink.net', 'juno.com', 'fastmail.com', 'fastmail.fm', 'hushmail.com', 'mailfence.com', 'runbox.com', 'disroot.org',
  'inbox.com', 'lycos.com', 'bol.com.br', 'uol.com.br', 'terra.com.br', 'ig.com.br', 'vnn.vn', 'walla.co.il',
  'bluewin.ch', 'telenet.be', 'skynet.be', 'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'xs4all.nl',
];
