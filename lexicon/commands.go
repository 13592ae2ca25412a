package lexicon

// HebrewCommandVerbs are the Hebrew command verbs said to Memo, in the
// future form of both genders ("תזכיר", "תזכירי", "תוסיפי", "תעיר"): the
// words that mark a Hebrew request, whether glued to "לי" ("תזכירלי"),
// after a "ו" ("ותזכיר") or alone. "תעיר" is the wake-up, never a slip of
// "תעביר". Read it; do not change it.
var HebrewCommandVerbs = WordSet(
	"תזכיר תזכירי תוסיף תוסיפי תרשום תרשמי תקבע תקבעי תמחק תמחקי תשלח תשלחי תראה תראי תזיז תזיזי תבטל " +
		"תבטלי תסמן תסמני תוריד תורידי תעביר תעבירי תדחה תדחי תשים תשימי תכניס תכניסי תיצור תפתח תחסום תחסמי " +
		"תציק תציקי תנדנד תשנה תשני תעשה תעשי תזכור תזכרי תשמור תשמרי תחזיר תחזירי תפסיק תפסיקי תמצא תגיד " +
		"תגידי תודיע תודיעי תרוקן תרוקני תנקה תנקי תסגור תסגרי תעיר תעירי תכתוב תכתבי תרשמו תכתבו")
