package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A fact worth keeping, told with no "remember" and no "note": a debt
// ("Roi owes me 50 shekels", "רועי חייב לי 50 שקל"), who someone of the
// user's is ("my commander is Tal, phone 052-1234567", "the plumber's name
// is Avi", "the kids' pediatrician is Dr. Levi on Herzl 12", "המפקד שלי זה
// טל טל' 052-1234567", "רופאת הילדים היא ד"ר לוי"), what someone eats or
// likes ("Dana doesn't eat gluten", "דנה לא אוכלת גלוטן", "אמא אלרגית
// לאגוזים"), or a number of a thing of the user's ("my parking spot is
// 41", "הלוקר שלי 318"). It is kept as said, and a later question finds
// it by its words.
//
// Each form is read only when its shape leaves no doubt, and half a fact
// is declined: who owes is no pronoun, an amount has digits, a name in
// English is capitalised (or has a phone after it), a Hebrew name is no
// word that judges ("המפקד שלי זה מניאק"), and what someone eats or likes
// is a thing, not "you" or "it". A question, a time in the message (a
// reminder or an event), a feeling and the user's own day ("I called
// mom", "I love pizza") are not facts of this kind.

var (
	// An amount of money: "50", "₪50", "$20", "50 shekels", "100 ש"ח".
	amountEN = `(?:[$₪€£]\s?\d[\d,.]*k?|\d[\d,.]*k?(?:\s*(?:shekels?|nis|ils|bucks|dollars?|euros?|pounds?|quid|₪|\$|€))?)`
	amountHE = `(?:[$₪€]\s?\d[\d,.]*|\d[\d,.]*(?:\s*(?:שקלים|שקל|ש"ח|ש״ח|שח|₪|דולר|אירו|יורו|\$|€))?)`
	// What the money is for: "for the pizza", "על הפיצה".
	forEN = `(?:\s+(?:for|from)\s+[^,;]{1,40})?`
	forHE = `(?:\s+(?:על|בשביל|מ|מה|עבור)\s*[^,;]{1,40})?`

	// "Roi owes me 50 shekels", "i owe dana $20 for lunch".
	reOwesEN = re(`^(?:([\p{L}'’]+(?:\s+[\p{L}'’]+){0,2})\s+owes\s+(?:me|us)|i\s+owe\s+([\p{L}'’]+(?:\s+[\p{L}'’]+){0,2}?))\s+(` + amountEN + `)` + forEN + `$`)
	// "רועי חייב לי 50 שקל", "אני חייבת לדנה 100 ש"ח על הארוחה".
	reOwesHE = re(`^(?:(\p{Hebrew}+(?:\s+\p{Hebrew}+){0,2})\s+(?:חייב|חייבת|חייבים)\s+(?:לי|לנו)|(?:אני\s+)?(?:חייב|חייבת)\s+ל(\p{Hebrew}+(?:\s+\p{Hebrew}+)?))\s+(` + amountHE + `)` + forHE + `$`)

	// whoEN is whose someone is: "my", "our", "the kids'", "Dana's".
	whoEN = `(?:my|our|the|(?:my\s+|the\s+)?[\p{L}]+(?:'s|’s|s'|s’))(?:\s+(?:kids'?|children'?s|son'?s|daughter'?s|family|mom'?s|dad'?s|wife'?s|husband'?s))?`
	// A role a person has for the user.
	roleEN = `(commander|boss|manager|supervisor|team\s+lead|plumber|electrician|handyman|mechanic|contractor|gardener|doctor|dentist|pediatrician|` +
		`paediatrician|gp|family\s+doctor|vet|lawyer|accountant|landlord|landlady|babysitter|nanny|teacher|homeroom\s+teacher|tutor|coach|trainer|` +
		`hairdresser|barber|neighbou?r|therapist|cleaner|driver|agent|insurance\s+agent|realtor|pharmacist|sergeant|officer|principal|contact|` +
		`nurse|physio|physiotherapist|mentor|advisor|adviser|super|doorman|carpool\s+driver|optometrist|dermatologist|gynecologist)`
	// A name as people write it: "Tal", "Dr. Levi", "Avi Cohen".
	nameEN = `((?:(?:dr|mr|mrs|ms|prof|rabbi)\.?\s+)?[\p{L}][\p{L}'’\-]*(?:\s+[\p{L}][\p{L}'’\-]*)?)`
	// What may follow a name: a phone ("phone 052-1234567", "tel: …") or
	// where ("on Herzl 12", "at 5 Main st").
	phoneTail = `(?:\s*[,\-–]?\s*(?:(?:his|her|the)\s+)?(?:phone|tel|cell|mobile|number|ph|נייד|טלפון|טל'?|פלאפון|מספר)?\s*[:.]?\s*(\+?\d[\d\-\s().]{6,18}\d))?`
	placeEN   = `(?:\s*,?\s+(?:on|at|in)\s+((?:[\p{L}'’.]+\s+){0,3}\d+[a-z]?|\d+\s+(?:[\p{L}'’.]+\s*){1,3}))?`
	placeHE   = `(?:\s*,?\s+(?:ברחוב\s+|ב-?)((?:\p{Hebrew}+\s+){0,2}\d+))?`

	// "my commander is Tal, phone 052-1234567", "the kids' pediatrician is
	// Dr. Levi on Herzl 12", "the plumber's name is Avi", "the name of the
	// plumber is Avi".
	reRoleEN = re(`^(?:` + whoEN + `\s+` + roleEN + `(?:'s\s+name|’s\s+name)?|the\s+name\s+of\s+(?:my|our|the)\s+` + roleEN + `)\s+(?:is|=|:|-)\s+` +
		nameEN + placeEN + phoneTail + placeEN + `$`)
	// A role a person has for the user, in Hebrew, as its word opens
	// the subject ("המפקד שלי", "רופאת הילדים", "האינסטלטור").
	roleHE = `(מפקד|מפקדת|בוס|בוסית|מנהל|מנהלת|אינסטלטור|חשמלאי|שיפוצניק|מוסכניק|קבלן|גנן|רופא|רופאה|רופאת|רופא\s+הילדים|רופאת\s+הילדים|` +
		`רופא\s+המשפחה|רופאת\s+המשפחה|רופא\s+השיניים|רופאת\s+השיניים|רופא\s+שיניים|רופאת\s+שיניים|וטרינר|וטרינרית|עורך\s+הדין|עורכת\s+הדין|עו"ד|` +
		`רואה\s+החשבון|רואת\s+החשבון|בעל\s+הבית|בעלת\s+הבית|בייביסיטר|מטפלת|גננת|גנן|מחנכת|מחנך|מורה|מורה\s+פרטי|מורה\s+פרטית|מאמן|מאמנת|` +
		`ספר|ספרית|מספרה|שכן|שכנה|פסיכולוג|פסיכולוגית|מנקה|נהג|נהגת|סוכן|סוכנת|סוכן\s+הביטוח|סוכנת\s+הביטוח|מתווך|מתווכת|רוקח|רוקחת|` +
		`רס"ר|רס"ל|סמל|קצין|קצינה|מ"פ|מ"מ|מג"ד|מנהל\s+בית\s+הספר|מנהלת\s+בית\s+הספר|אחראי|אחראית|פיזיותרפיסט|פיזיותרפיסטית|קוסמטיקאית|מאפרת)`
	// "המפקד שלי זה טל טל' 052-1234567", "רופאת הילדים היא ד"ר לוי
	// בהרצל 12", "השם של האינסטלטור זה אבי", "לאינסטלטור קוראים אבי".
	reRoleHE = re(`^(?:(?:ה)?` + roleHE + `(?:\s+של\s+(?:ה)?\p{Hebrew}+)?(?:\s+(?:שלי|שלנו))?\s*(?:\s(?:זה|זו|הוא|היא)\s|\s*[:\-–]\s*)|` +
		`(?:השם\s+של|שם)\s+(?:ה)?` + roleHE + `(?:\s+(?:שלי|שלנו))?\s+(?:זה\s+|הוא\s+|:\s*)?|ל(?:ה)?` + roleHE + `(?:\s+(?:שלי|שלנו))?\s+(?:קוראים|קוראות)\s+)` +
		`((?:(?:ד"ר|ד״ר|דר'|דוקטור|פרופ'|פרופסור|הרב|מר|גב'|גברת|עו"ד)\s+)?\p{Hebrew}[\p{Hebrew}'׳"\-]*(?:\s+\p{Hebrew}[\p{Hebrew}'׳"\-]*)?)` + placeHE + phoneTail + placeHE + `$`)
)

// heNotName are Hebrew words that judge or describe someone, said where
// a name would stand: "המפקד שלי זה מניאק" is chatter, not a name.
var heNotName = wordSet(`מניאק מניאקית אידיוט אידיוטית גאון גאונה מלך מלכה תותח תותחית חמוד חמודה גרוע גרועה מעצבן מעצבנת משוגע משוגעת
	סבבה בסדר אחלה טוב טובה רע רעה נחמד נחמדה מגניב מגניבה חרא זבל בן בת איש אישה אחד אחת כזה כזאת כזו ממש הכי לא כן גם עוד כמו
	חולה חולה עייף עייפה לחוץ לחוצה עצבני עצבנית שמח שמחה עצוב עצובה מושלם מושלמת קשוח קשוחה חדש חדשה ותיק ותיקה פה שם כאן חופש
	במילואים בחופש בבית בעבודה מעולה מדהים מדהימה נורא איום איומה זוועה קטסטרופה אסון סיוט בלגן
	מבסוט מבסוטה מתוק מתוקה מגעיל מגעילה מלחיץ מלחיצה מצחיק מצחיקה מושלם מוזר מוזרה מטורף מטורפת משעמם משעממת
	מפחיד מפחידה קשה כיף טיפש טיפשה עצלן עצלנית רציני רצינית קשוח אגדה חתיך חתיכה יפה מכוער מכוערת
	אני אתה הוא היא אנחנו הם הן אתם זה`)

// enNotName are English words said where a name would stand that are not
// one: "my boss is Crazy" is no name, nor "my dentist is On vacation".
var enNotName = wordSet(`i a an the on in at so very really such not no just still back away out off here there home sick crazy nice great
	awesome amazing terrible horrible annoying busy late away mad angry gone new old good bad the best worst`)

// pronounSubject are words that stand for someone without naming them:
// "he owes me 50" is half a fact.
var pronounSubject = wordSet(`i he she it they you we someone somebody everyone everybody nobody this that who he's she's
	אני אתה את הוא היא הם הן אנחנו מישהו מישהי כולם אף זה זאת מי`)

// matchMemoryTold reads a fact told with no verb of keeping.
func matchMemoryTold(m *message) ([]memo.Step, bool, error) {
	text := m.raw
	if strings.Contains(m.req.Text, "?") || len(text) > 160 || !m.hasWords() || !toldFactCue(m.low) {
		return nil, false, nil
	}
	expiry := m.expiryTold()
	if !expiry && !toldFact(m) || saysKeep(m.low) {
		return nil, false, nil // "כפרה תזכרי ש…": a command this reader does not know how to peel
	}
	if !expiry && m.toldTime(text) {
		return nil, false, nil // "Roi owes me 50 by friday": a reminder's time
	}
	d := MemoryDraft(text)
	d.Text = text
	return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{Draft: &d})}, true, nil
}

// toldFactCue reports whether low holds a word some told fact needs, so
// the patterns are tried only then.
func toldFactCue(low string) bool {
	for _, w := range []string{"owe", "חייב", " is ", " is:", "'s name", " זה ", " זו ", " הוא ", " היא ", ":", "קוראים", "שם ",
		"eat", "drink", "like", "love", "hate", "prefer", "allergic", "vegan", "vegetarian", "intolerant", "celiac",
		"אוכל", "שותה", "אוהב", "שונא", "מעדיפ", "אלרגי", "צמחוני", "טבעוני", "רגיש", "צליאק", "שלי", "שלנו",
		"expire", "valid", "runs out", "renews", "פג", "פוקע", "בתוקף", "תקף", "יפוג", "תפוג"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// toldTime reports whether text says a time: a fact with a time to come
// is a reminder or an event. A phone number and an amount are no time.
func (m *message) toldTime(text string) bool {
	t := rePhoneRun.ReplaceAllString(text, " ")
	_, found, _ := timeparse.Parse(t, m.now(), m.loc())
	return found
}

// keepVerbs are the words of "remember" and "remind", in the forms and
// slips they are texted in: a fact told with one of them left in it was
// not read as a command and must not be kept as it was said.
var keepVerbs = []string{"תזכור", "תזכרי", "תזכרו", "זכור", "זכרי", "זכרו", "תיזכור", "תיזכרי", "תזכיר", "תזכירי", "תזכירו",
	"תזכר", "תזכורי", "remember", "rember", "remeber", "remind", "remmber"}

// saysKeep reports whether low holds a word of keepVerbs, alone or with
// "ש" or "ו" joined to it ("תזכרי שהקוד …", "ותזכור").
func saysKeep(low string) bool {
	for _, w := range strings.Fields(low) {
		w = strings.TrimPrefix(strings.Trim(w, ",.:;!?\"'"), "ו")
		for _, v := range keepVerbs {
			if w == v || strings.HasPrefix(w, v+"ש") {
				return true
			}
		}
	}
	return false
}

// owedHE reports whether text is a debt told in Hebrew ("רועי חייב לי 50
// שקל", "אני חייב לעומר 50 שקל"): someone owing an amount, where the "חייב
// ל…" names a person and no verb ("אני חייב לשלם 200 שקל", "אני חייבת
// להתקשר 3 פעמים" are things to do). A name that looks like an infinitive
// ("לעומר", "לדנה") is told from a verb by the verbs known, and by the
// infinitive's own prefixes ("להת…", "לה…").
func owedHE(text string) bool {
	g := reOwesHE.FindStringSubmatch(text)
	if g == nil {
		return false
	}
	if g[2] != "" {
		inf := "ל" + strings.Fields(g[2])[0]
		if heInfinitives[inf] || strings.HasPrefix(inf, "לה") && heInfinitiveVerb(inf) {
			return false
		}
	}
	return personWords(g[1]+g[2]) && strings.IndexFunc(g[3], unicode.IsDigit) >= 0
}

// rePhoneRun is a phone number inside a message.
var rePhoneRun = compile(`\+?\d[\d\-\s().]{6,18}\d`)

// toldFact reports whether the message is a fact of one of the told forms.
func toldFact(m *message) bool {
	raw, low := m.raw, m.low
	if g := reOwesEN.FindStringSubmatch(low); g != nil {
		who := g[1] + g[2]
		return personWords(who) && strings.IndexFunc(g[3], unicode.IsDigit) >= 0
	}
	if reOwesHE.MatchString(raw) {
		return owedHE(raw)
	}
	if loc := reRoleEN.FindStringSubmatchIndex(low); loc != nil {
		// A phone or a place after the name, or "the plumber's name is",
		// says it is a name however it is cased.
		named := loc[8] >= 0 || loc[10] >= 0 || loc[12] >= 0 || strings.Contains(low, "name")
		return englishName(raw[loc[6]:loc[7]], named)
	}
	if g := reRoleHE.FindStringSubmatch(raw); g != nil {
		return hebrewName(g[4])
	}
	if tastesTold(raw, low) || codeTold(raw, low) {
		return true
	}
	return numberOfMine(low)
}

// personWords reports whether s names someone: no pronoun, letters only.
func personWords(s string) bool {
	ws := strings.Fields(toLower(s))
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if pronounSubject[w] {
			return false
		}
	}
	return true
}

// englishName reports whether name, as written, is a person's name:
// capitalised, or any case when a phone or a place says who it is.
func englishName(name string, more bool) bool {
	ws := strings.Fields(name)
	for _, w := range ws {
		if enNotName[toLower(strings.TrimRight(w, "."))] && !strings.HasSuffix(w, ".") {
			return false
		}
	}
	first := []rune(strings.TrimSpace(name))
	return len(first) > 1 && (unicode.IsUpper(first[0]) || more)
}

// hebrewName reports whether name is a name, not a word that judges.
func hebrewName(name string) bool {
	for _, w := range strings.Fields(name) {
		if heNotName[w] || strings.HasPrefix(w, "ה") && len([]rune(w)) > 4 && !strings.ContainsAny(w, `"׳'`) {
			return false
		}
		if (strings.HasPrefix(w, "ב") || strings.HasPrefix(w, "כ")) && len([]rune(w)) >= 4 && !strings.ContainsAny(w, `"׳'`) {
			return false // "היא בהריון", "הוא בחופשת מחלה": where or how, not who
		}
	}
	return true
}
