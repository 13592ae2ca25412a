package main

import (
	"regexp"
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/cloudapi"
)

// cloudConfig is the WhatsApp Cloud API part of memo serve's
// configuration.
type cloudConfig struct {
	// Token is the Graph API access token (env MEMO_WA_CLOUD_TOKEN).
	Token string
	// PhoneID is the business phone number's id (env
	// MEMO_WA_CLOUD_PHONE_ID).
	PhoneID string
	// AppSecret checks the webhook's signatures (env
	// MEMO_WA_CLOUD_APP_SECRET).
	AppSecret string
	// VerifyToken answers Meta's webhook verification (env
	// MEMO_WA_CLOUD_VERIFY_TOKEN).
	VerifyToken string
	// APIURL is the Graph API base with its version (env
	// MEMO_WA_CLOUD_API_URL; default cloudapi.DefaultBaseURL).
	APIURL string
	// Templates for reminders and digests outside the 24-hour window (env
	// MEMO_WA_CLOUD_TEMPLATE, MEMO_WA_CLOUD_DIGEST_TEMPLATE,
	// MEMO_WA_CLOUD_TEMPLATE_LANGS).
	Templates cloudapi.Templates
}

// set reports whether the Cloud API is configured.
func (c cloudConfig) set() bool { return c.Token != "" }

// readChannels reads MEMO_CHANNELS and the Cloud API's variables. The
// channels default to the Cloud API when its variables are set, else
// WhatsApp through whatsmeow; the first listed is the one chats that
// never wrote are reached on.
func readChannels(p *problems, getenv func(string) string) ([]string, cloudConfig) {
	c := cloudConfig{
		Token:       strings.TrimSpace(getenv("MEMO_WA_CLOUD_TOKEN")),
		PhoneID:     strings.TrimSpace(getenv("MEMO_WA_CLOUD_PHONE_ID")),
		AppSecret:   strings.TrimSpace(getenv("MEMO_WA_CLOUD_APP_SECRET")),
		VerifyToken: strings.TrimSpace(getenv("MEMO_WA_CLOUD_VERIFY_TOKEN")),
		APIURL:      orDefault(getenv("MEMO_WA_CLOUD_API_URL"), cloudapi.DefaultBaseURL),
		Templates: cloudapi.Templates{
			Reminder: strings.TrimSpace(getenv("MEMO_WA_CLOUD_TEMPLATE")),
			Digest:   strings.TrimSpace(getenv("MEMO_WA_CLOUD_DIGEST_TEMPLATE")),
		},
	}
	given := map[string]string{"MEMO_WA_CLOUD_TOKEN": c.Token, "MEMO_WA_CLOUD_PHONE_ID": c.PhoneID,
		"MEMO_WA_CLOUD_APP_SECRET": c.AppSecret, "MEMO_WA_CLOUD_VERIFY_TOKEN": c.VerifyToken}
	var missing []string
	some := false
	for name, v := range given {
		if v == "" {
			missing = append(missing, name)
		} else {
			some = true
		}
	}
	slices.Sort(missing)
	if some && len(missing) > 0 {
		p.add("the WhatsApp Cloud API needs %s as well", strings.Join(missing, ", "))
	}
	if some {
		if _, err := cloudapi.ParseBaseURL(c.APIURL); err != nil {
			p.add("MEMO_WA_CLOUD_API_URL: %v", err)
		}
		if c.VerifyToken != "" && len(c.VerifyToken) < 8 {
			p.add("MEMO_WA_CLOUD_VERIFY_TOKEN: want at least 8 characters")
		}
		if c.PhoneID != "" && !cloudID.MatchString(c.PhoneID) {
			p.add("MEMO_WA_CLOUD_PHONE_ID %q: want the phone number id Meta shows, digits", c.PhoneID)
		}
	}
	if v := strings.TrimSpace(getenv("MEMO_WA_CLOUD_TEMPLATE_LANGS")); v != "" {
		c.Templates.Languages = map[memo.Language]string{}
		for _, pair := range strings.Split(v, ",") {
			lang, code, ok := strings.Cut(strings.TrimSpace(pair), "=")
			l := memo.Language(strings.TrimSpace(lang))
			if !ok || !l.Valid() || strings.TrimSpace(code) == "" {
				p.add("MEMO_WA_CLOUD_TEMPLATE_LANGS %q: want he=<code>,en=<code>, e.g. he=he,en=en_US", v)
				break
			}
			c.Templates.Languages[l] = strings.TrimSpace(code)
		}
	}
	var channels []string
	for _, name := range strings.Split(getenv("MEMO_CHANNELS"), ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		switch {
		case name == "":
		case name != channelWhatsApp && name != channelCloud:
			p.add("MEMO_CHANNELS: unknown channel %q; want whatsapp, cloud, or both", name)
		case !slices.Contains(channels, name):
			channels = append(channels, name)
		}
	}
	switch {
	case len(channels) == 0 && c.set():
		channels = []string{channelCloud}
	case len(channels) == 0:
		channels = []string{channelWhatsApp}
	case slices.Contains(channels, channelCloud) && !c.set():
		p.add("MEMO_CHANNELS names cloud: set MEMO_WA_CLOUD_TOKEN, MEMO_WA_CLOUD_PHONE_ID, MEMO_WA_CLOUD_APP_SECRET and MEMO_WA_CLOUD_VERIFY_TOKEN")
	}
	return channels, c
}

// cloudID is a Graph API object id: Meta's are digits, and nothing else
// may be put in a path (cloudapi refuses the rest).
var cloudID = regexp.MustCompile(`^[A-Za-z0-9]{1,100}$`)
