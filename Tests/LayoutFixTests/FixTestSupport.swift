/// Helpers of the fix tests: layouts written to a temporary folder, fixed there.
import Foundation
