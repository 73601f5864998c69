import UnfoldCore
