package main

import (
	"fmt"
	"strings"
)

// opsConfig reads the settings every command shares that concern
// operations: MEMO_REDIS_PREFIX and MEMO_TRACE_TEXT.
func opsConfig(c *Config, getenv func(string) string) error {
	c.RedisPrefix = "memo:"
	if v, set := lookup(getenv, "MEMO_REDIS_PREFIX"); set {
		if v == "" || strings.ContainsAny(v, "{}*?[] \t\n") || len(v) > 64 {
			return usageError{fmt.Sprintf("MEMO_REDIS_PREFIX %q: want up to 64 characters without spaces, braces or glob characters, like memo:", v)}
		}
		c.RedisPrefix = v
	}
	c.TraceText = true
	if v, set := lookup(getenv, "MEMO_TRACE_TEXT"); set {
		on, err := parseSwitch(v)
		if err != nil {
			return usageError{"MEMO_TRACE_TEXT: " + err.Error()}
		}
		c.TraceText = on
	}
	return nil
}

// lookup returns the trimmed value of an environment variable and
// whether it is set to anything but blanks.
func lookup(getenv func(string) string, key string) (string, bool) {
	v := strings.TrimSpace(getenv(key))
	return v, v != ""
}

// parseSwitch reads on/off, true/false, yes/no, 1/0.
func parseSwitch(v string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "on", "true", "yes", "1":
		return true, nil
	case "off", "false", "no", "0":
		return false, nil
	}
	return false, fmt.Errorf("%q: want on or off", v)
}
