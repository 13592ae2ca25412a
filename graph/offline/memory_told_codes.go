package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// Facts told in the words people say them in, with no "remember": someone's
// handle, account or code ("jake's snap is jakeyboi07", "Tunde account
// number is 0123456789 GTBank", "מספר התיק של לוינסון הוא 12345"), a
// person of the user's named the way Hebrew is spoken ("המנהלת החדשה
// קוראים לה אורטל והנייד שלה 054-1234567"), and the day a document stops
// being good ("my passport expires on 3 March 2029", "הדרכון שלי בתוקף עד
// 3.2029"). Each is read only when the value has the shape of one: a code
// has a digit, an "@" or a "_" in it; a name is no word that judges; an
// expiry names a document and a day more than a week away (a day closer
// may want a reminder, and an hour is a reminder's).

var (
	// codeThingEN are the things someone has a code or handle of.
	codeThingEN = `(?:snap|snapchat|insta|instagram|ig|tiktok|twitter|x|threads|discord|telegram|skype|gamertag|psn|xbox|steam|handle|username|user\s+name|` +
		`login|id|account|account\s+number|acc\s+number|acct|iban|sort\s+code|bsb|routing\s+number|swift|bic|eircode|postcode|post\s+code|zip|zip\s+code|` +
		`pin|plate|reg|rego|registration|licen[cs]e\s+number|policy\s+number|case\s+number|file\s+number|reference|ref|member\s+number|membership\s+number|` +
		`customer\s+number|patient\s+number|student\s+number|employee\s+number|staff\s+number|badge\s+number|booking\s+number|order\s+number|tracking\s+number|` +
		`passport\s+number|id\s+number|national\s+id|ssn|nin|bvn|nhs\s+number|pps\s+number|ppsn|medicare\s+number|wifi|wifi\s+password|password|code|door\s+code|gate\s+code)`
	// "jake's snap is jakeyboi07", "Tunde account number is 0123456789
	// GTBank", "my bvn is 22212345678": an owner, the thing, its value.
	reCodeOfEN = re(`^((?:my|our)|[\p{L}][\p{L}'’\-]*(?:'s|’s|s')?(?:\s+[\p{L}][\p{L}'’\-]*(?:'s|’s|s')?)?)\s+` + codeThingEN +
		`(?:\s+(?:number|no\.?|#|name|handle|id))?\s+(?:is|=|:)\s+(\S+(?:\s+\S+){0,2})$`)
	// "מספר התיק של לוינסון הוא 12345", "שם המשתמש של דנה זה dana_88".
	reCodeOfHE = re(`^(?:ה)?(?:מספר|קוד|סיסמה|סיסמא|שם\s+משתמש|שם\s+המשתמש|מייל|חשבון|מספר\s+חשבון|מספר\s+החשבון|תעודת\s+זהות|ת"ז|ת״ז|מיקוד|סניף|אינסטגרם|סנאפ|טיקטוק)` +
		`(?:\s+ה?\p{Hebrew}+){0,2}\s+של\s+(?:ה)?\p{Hebrew}+(?:\s+\p{Hebrew}+)?\s*(?:\s(?:הוא|היא|זה|זו)\s|\s*[:\-–]\s*)\s*(\S+(?:\s+\S+){0,2})$`)
	// "המנהלת החדשה קוראים לה אורטל והנייד שלה 054-1234567": the one a
	// role names, said first, then what they are called.
	reRoleCalledHE = re(`^(?:ה)?` + roleHE + `(?:\s+(?:החדש|החדשה|הקבוע|הקבועה|שלי|שלנו)){0,2}\s+(?:קוראים|קוראות)\s+(?:לו|לה)\s+` +
		`(\p{Hebrew}[\p{Hebrew}'׳"\-]*(?:\s+\p{Hebrew}[\p{Hebrew}'׳"\-]*)?)` +
		`(?:\s*[,\-–]?\s*ו?ה?(?:נייד|טלפון|פלאפון|מספר|טל'?)(?:\s+(?:שלו|שלה))?\s*[:\-]?\s*(\+?\d[\d\-\s().]{6,18}\d))?$`)
	// docEN and docHE are the things that expire.
	docEN = `(?:passport|visa|(?:driving\s+|driver'?s\s+)?licen[cs]e|id(?:\s+card)?|insurance|policy|(?:credit\s+|debit\s+|bank\s+)?card|membership|` +
		`subscription|warranty|lease|contract|registration|rego|mot|permit|residence\s+permit|work\s+permit|certificate|vaccine|tetanus\s+shot)`
	docHE = `(?:הדרכון|דרכון|הויזה|ויזה|הוויזה|הרישיון|רישיון|רשיון|הרשיון|רישיון\s+הנהיגה|תעודת\s+הזהות|תעודת\s+זהות|הביטוח|ביטוח|הפוליסה|` +
		`כרטיס\s+האשראי|הכרטיס|המנוי|מנוי|האחריות|החוזה|הטסט|האשרה|אשרה)`
	// "my passport expires on 3 March 2029", "Dana's visa is valid until
	// June 2027"; "הדרכון שלי פג ב-3.3.2029", "הדרכון שלי בתוקף עד 2029".
	reExpiryEN = re(`^(?:my|our|the|[\p{L}]+(?:'s|’s))\s+(?:[\p{L}]+\s+)?` + docEN + `\s+(?:expires|expire|runs\s+out|ends|renews|is\s+due\s+for\s+renewal|is\s+valid\s+(?:until|till|to|through)|` +
		`expiry\s+(?:date\s+)?is|expiration\s+(?:date\s+)?is|exp\s+date\s+is)\s+(.+)$`)
	reExpiryHE = re(`^` + docHE + `(?:\s+(?:שלי|שלנו|של\s+ה?\p{Hebrew}+))?\s+(?:פג|פגה|פוקע|פוקעת|יפוג|תפוג|נגמר|נגמרת|בתוקף\s+עד|תקף\s+עד|תקפה\s+עד|מתחדש|מתחדשת)\s+(.+)$`)
)

// reMonthYear is a month of a year with no day: "June 2027", "מרץ 2029",
// "5.2031", "05/31".
var reMonthYear = re(`^(?:ב-?|in\s+)?(?:` + monthName + `\s+(?:20\d\d)|\d{1,2}[./]20\d\d|\d{1,2}/\d\d)[.!]*$`)

// codeValue reports whether v, as said, has the shape of a code or a
// handle: a digit, an "@" or a "_" in its first word.
func codeValue(v string) bool {
	f := strings.Fields(v)
	return len(f) > 0 && strings.ContainsAny(f[0], "0123456789@_")
}

// codeTold reports whether the message tells someone's handle, account or
// code, or who someone of the user's is called in spoken Hebrew.
func codeTold(raw, low string) bool {
	if g := reCodeOfEN.FindStringSubmatch(low); g != nil {
		return personWords(strings.ReplaceAll(g[1], "'s", "")) && codeValue(g[2])
	}
	if g := reCodeOfHE.FindStringSubmatch(raw); g != nil {
		return codeValue(g[1])
	}
	if g := reRoleCalledHE.FindStringSubmatch(raw); g != nil {
		return hebrewName(g[2])
	}
	return false
}

// expiryTold reports whether the message tells when a document of the
// user's or someone's stops being good: a day more than a week away, with
// no hour ("my parking expires at 5" is a reminder's).
func (m *message) expiryTold() bool {
	var when string
	if g := reExpiryEN.FindStringSubmatch(m.low); g != nil {
		when = g[1]
	} else if g := reExpiryHE.FindStringSubmatch(m.raw); g != nil {
		when = g[1]
	} else {
		return false
	}
	if reMonthYear.MatchString(strings.TrimSpace(when)) {
		return true // "June 2027", "מרץ 2029", "5.2031": a month of a year, no day to remind on
	}
	r, found, err := timeparse.Parse(when, m.now(), m.loc())
	if err != nil || !found || !r.HasDate || r.HasTime || r.HourMeant || r.Past {
		return false
	}
	if strings.TrimSpace(r.Remainder(when)) != "" && !onlyYear(r.Remainder(when)) {
		return false
	}
	return r.Time.After(m.now().Add(8 * 24 * time.Hour))
}

// onlyYear reports whether rest is a year alone, which a date's reader may
// leave ("3 March 2029" read as 3 March).
func onlyYear(rest string) bool {
	f := strings.Fields(strings.Trim(rest, " ,."))
	return len(f) == 1 && len(f[0]) == 4 && strings.Trim(f[0], "0123456789") == ""
}
