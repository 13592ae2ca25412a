package offline

import "github.com/memo-assistant/memo"

// The Google account is linked and unlinked only by a message that says
// nothing else: "connect my Google account", "חבר את חשבון הגוגל שלי",
// "disconnect Google", "נתק את גוגל".
var (
	reGoogleAccount = `(?:(?:my|the)\s+)?(?:google|gmail|google calendar)(?:\s+(?:account|calendar))?(?:\s+(?:to memo|to you|with memo|with you))?`
	reGoogleAccHE   = `(?:(?:את|ל)\s*)?(?:ה|ל)?(?:חשבון\s+(?:ה)?(?:גוגל|ג׳ימייל|גימייל|google)|(?:ה)?יומן\s+(?:של\s+)?(?:ה)?(?:גוגל|google)|(?:ה)?(?:גוגל|ג׳ימייל|גימייל|google|gmail)(?:\s+(?:קלנדר|calendar))?)(?:\s+שלי)?`

	reGoogleConnect = re(`^(?:please\s+|can you\s+|could you\s+|i want to\s+|i'd like to\s+)?(?:connect|link|hook up|set up|add)\s+` + reGoogleAccount + `(?:\s+please)?$|` +
		`^(?:בבקשה\s+|אני רוצה\s+|אפשר\s+)?(?:חבר|תחבר|תחברי|חברי|לחבר|קשר|תקשר|לקשר)\s+(?:לי\s+)?` + reGoogleAccHE + `(?:\s+בבקשה)?$|` +
		`^(?:חיבור|התחברות)\s+(?:ל|של\s+)?` + reGoogleAccHE + `$`)
	reGoogleDisconnect = re(`^(?:please\s+)?(?:disconnect|unlink|remove|revoke)\s+` + reGoogleAccount + `(?:\s+please)?$|` +
		`^(?:בבקשה\s+)?(?:נתק|תנתק|תנתקי|נתקי|לנתק)\s+(?:לי\s+)?` + reGoogleAccHE + `(?:\s+בבקשה)?$`)
)

// matchGoogle reads a request to link or unlink the Google account.
func matchGoogle(m *message) ([]memo.Step, bool, error) {
	switch {
	case reGoogleConnect.MatchString(m.low):
		return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpGoogleConnect, Settings: &memo.SettingsArgs{}}}, true, nil
	case reGoogleDisconnect.MatchString(m.low):
		return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpGoogleDisconnect, Settings: &memo.SettingsArgs{}}}, true, nil
	}
	return nil, false, nil
}
