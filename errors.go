package argot

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Error is the error every Argot entry point returns for a request it cannot
// answer. Status is the HTTP status the text-analysis service would give:
// 400 for bad input (invalid JSON, unknown language, an invalid setting, a
// regular expression that does not compile, input over the configured
// maximum) and 500 for an internal fault. Key names the request field at
// fault, in JSON path form ("settings.min_generic_frequency",
// "settings.assign[0].if.regex"), when there is one.
type Error struct {
	Status  int
	Key     string
	Message string
	// Err is the underlying cause, if any.
	Err error
}

// Sentinel errors for errors.Is: an *Error matches ErrBadRequest when its
// Status is 400 and ErrInternal when it is 500.
var (
	ErrBadRequest = &Error{Status: 400, Message: "bad request"}
	ErrInternal   = &Error{Status: 500, Message: "internal error"}
)

func (e *Error) Error() string {
	if e.Key != "" {
		return fmt.Sprintf("argot: %d %s: %s", e.Status, e.Key, e.Message)
	}
	return fmt.Sprintf("argot: %d: %s", e.Status, e.Message)
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is one of the sentinels with the same status.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	if !ok {
		return false
	}
	return (t == ErrBadRequest || t == ErrInternal) && t.Status == e.Status
}

// MarshalJSON renders the error as the service's error body:
// {"error":{"status":400,"key":"...","message":"..."}}.
func (e *Error) MarshalJSON() ([]byte, error) {
	type body struct {
		Status  int    `json:"status"`
		Key     string `json:"key,omitempty"`
		Message string `json:"message"`
	}
	return json.Marshal(struct {
		Error body `json:"error"`
	}{body{e.Status, e.Key, e.Message}})
}

// badRequest builds a 400 error for key.
func badRequest(key, format string, args ...any) *Error {
	return &Error{Status: 400, Key: key, Message: fmt.Sprintf(format, args...)}
}

// AsError converts any error into an *Error: an *Error anywhere in the chain
// is returned as is, anything else becomes a 500.
func AsError(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Status: 500, Message: err.Error(), Err: err}
}
